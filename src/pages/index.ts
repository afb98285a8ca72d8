/** Every page template, loaded on demand so a page downloads only its own template. */
export const pageTemplates = {
  HomePage: () => import('./HomePage'),
  PackagesPage: () => import('./PackagesPage'),
  PackagePage: () => import('./PackagePage'),
  HospitalPage: () => import('./HospitalPage'),
  LegalPage: () => import('./LegalPage'),
  ArticlePage: () => import('./ArticlePage'),
  SitemapPage: () => import('./SitemapPage'),
  StyleguidePage: () => import('./StyleguidePage'),
  CoordinatorConnectPage: () => import('./CoordinatorConnectPage'),
  SimplePage: () => import('./SimplePage'),
  EmergencySupportPage: () => import('./EmergencySupportPage'),
  PatientJourneyPage: () => import('./PatientJourneyPage'),
  PersonasPage: () => import('./PersonasPage'),
  WhyIndiaPage: () => import('./WhyIndiaPage'),
  TourismPage: () => import('./TourismPage'),
  ResourcesPage: () => import('./ResourcesPage'),
  CostEstimatorPage: () => import('./CostEstimatorPage'),
  PatientDashboardPage: () => import('./PatientDashboardPage'),
  CoordinatorDashboardPage: () => import('./CoordinatorDashboardPage'),
  DoctorDashboardPage: () => import('./DoctorDashboardPage'),
};

