import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import coordinator from '../../content/demo/coordinator-portal.json' with { type: 'json' };
import doctor from '../../content/demo/doctor-portal.json' with { type: 'json' };
import patient from '../../content/demo/patient-portal.json' with { type: 'json' };
import demo from '../../content/demo/portals.json' with { type: 'json' };
import contact from '../../content/site/contact.json' with { type: 'json' };
import { islandModulesIn } from '../../scripts/page-document';
import { fileForPath } from '../../scripts/render-pages';
import { once, pagePaths, phoneOnly, waitForIsland, watchConsole } from './helpers';
import { inTwoPieces, splitBefore } from './two-pieces';

const portals = ['/patient-dashboard', '/coordinator-dashboard', '/doctor-dashboard'];
const surgeon = (id: string) => JSON.parse(readFileSync(`content/people/${id}.json`, 'utf8')) as { name: string; title: string; consultationFee: number; hospital: string };
const packageShortName = (id: string) => /^shortName: (.+)$/m.exec(readFileSync(`content/packages/${id}.mdx`, 'utf8'))![1].replace(/^"|"$/g, '');

/** Whether a tab shows whole, to the pixel, between its row's edges (which scroll sideways). */
const wholeInRow = (tab: Locator) =>
  tab.evaluate((element) => {
    const own = element.getBoundingClientRect();
    const row = element.parentElement!.getBoundingClientRect();
    return own.left >= row.left - 0.5 && own.right <= row.right + 0.5;
  });

/** Opens a portal's tab by clicking it, and returns its panel once it shows. */
async function openTab(page: Page, label: string) {
  const tab = page.getByRole('tab', { name: label, exact: true });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: label, exact: true });
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('every portal', once, () => {
  for (const path of portals)
    test(`${path} says it is a demo with sample data, is kept out of search engines and out of sitemap.xml`, async ({ page, request }) => {
      await page.goto(path);
      await expect(page.getByTestId('demo-notice')).toContainText(demo.badge);
      await expect(page.getByTestId('demo-notice')).toContainText(demo.notice);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      const sitemap = await (await request.get('/sitemap.xml')).text();
      expect(sitemap).not.toContain(`${path}<`);
    });
});

test.describe('the patient portal', once, () => {
  test('shows the journey progress computed from the timeline, and each tab its data', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/patient-dashboard');
    const completed = patient.timeline.filter((step) => step.status === 'completed').length;
    await expect(page.getByTestId('welcome')).toContainText(patient.welcome.replace('{name}', patient.patient.firstName));
    await expect(page.getByTestId('progress-percent')).toHaveText(`${Math.round((completed / patient.timeline.length) * 100)}%`);
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.round((completed / patient.timeline.length) * 100)));
    await waitForIsland(page, 'Tabs');

    const overview = await openTab(page, patient.tabs.overview.label);
    for (const step of patient.timeline) await expect(overview.getByTestId('timeline-step').filter({ hasText: step.title })).toContainText(patient.timelineStatus[step.status as 'completed']);
    await expect(overview).toContainText(surgeon(patient.patient.surgeon).name);
    await expect(overview).toContainText(packageShortName(patient.patient.package));

    const appointments = await openTab(page, patient.tabs.appointments.label);
    await expect(appointments.getByTestId('appointment')).toHaveCount(patient.appointments.length);
    for (const appointment of patient.appointments) await expect(appointments).toContainText(appointment.type);

    const documents = await openTab(page, patient.tabs.documents.label);
    for (const document of patient.documents)
      await expect(documents.getByTestId('document').filter({ hasText: document.name })).toContainText(patient.documentStatus[document.status as 'approved']);

    const messages = await openTab(page, patient.tabs.messages.label);
    for (const message of patient.messages) await expect(messages).toContainText(message.message);

    const support = await openTab(page, patient.tabs.support.label);
    await expect(support).toContainText(patient.support.text);
    await expect(support.getByRole('link', { name: contact.careTeam.display })).toHaveAttribute('href', `tel:${contact.careTeam.number}`);
    await expect(support.getByRole('link', { name: patient.support.emergency })).toHaveAttribute('href', '/emergency-support');
    expect(console.problems).toEqual([]);
  });

  test('keeps the chosen tab in the address, opens the tab the address names, and moves with the arrow keys', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/patient-dashboard?tab=documents');
    await waitForIsland(page, 'Tabs');
    // The island wakes on the tab the first inline script already showed, without a complaint.
    expect(console.problems).toEqual([]);
    const documents = page.getByRole('tab', { name: patient.tabs.documents.label });
    await expect(documents).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: patient.tabs.documents.label })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: patient.tabs.overview.label })).toBeHidden();

    await documents.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: patient.tabs.messages.label })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=messages$/);
    await page.keyboard.press('End');
    await expect(page).toHaveURL(/\?tab=support$/);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: patient.tabs.overview.label })).toHaveAttribute('aria-selected', 'true');
    // The first tab is the page's own address.
    await expect(page).toHaveURL(/\/patient-dashboard$/);
  });
});

test.describe('the coordinator portal', () => {
  const statusLabel = (status: string) => coordinator.statusLabels[status as 'recovery'];

  test('counts its counters from the sample patients, schedule and tasks, and shows each tab its data', once, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/coordinator-dashboard');
    const counters = [
      // The year's caseload is more than the sample lists: content states it, and the page says what it counts.
      [coordinator.counters.total, coordinator.caseload.total],
      [coordinator.counters.active, coordinator.patients.filter((entry) => entry.status !== 'discharged').length],
      [coordinator.counters.appointmentsToday, coordinator.schedule.filter((item) => item.day === 0).length],
      [coordinator.counters.pendingTasks, coordinator.tasks.filter((task) => !task.done).length],
    ] as const;
    for (const [label, figure] of counters) await expect(page.getByRole('listitem').filter({ hasText: label })).toContainText(String(figure));
    await expect(page.getByRole('listitem').filter({ hasText: coordinator.counters.total })).toContainText(
      coordinator.caseload.meaning.replace('{listed}', String(coordinator.patients.length)),
    );
    await expect(page.getByTestId('inbox-note').getByRole('link', { name: coordinator.inboxLink })).toHaveAttribute('href', coordinator.inboxHref);
    await waitForIsland(page, 'Tabs');

    const patients = await openTab(page, coordinator.tabs.patients.label);
    await expect(patients.getByTestId('patient')).toHaveCount(coordinator.patients.length);
    for (const entry of coordinator.patients) {
      const card = patients.getByTestId('patient').filter({ hasText: entry.id });
      await expect(card).toContainText(entry.name);
      await expect(card).toContainText(statusLabel(entry.status));
      await expect(card).toContainText(coordinator.priorityLabels[entry.priority as 'high']);
      await expect(card).toContainText(surgeon(entry.surgeon).name);
    }

    const schedule = await openTab(page, coordinator.tabs.schedule.label);
    await expect(schedule.getByTestId('schedule-item')).toHaveCount(coordinator.schedule.filter((item) => item.day === 0).length);
    for (const task of coordinator.tasks) await expect(schedule.getByTestId('task').filter({ hasText: task.task })).toContainText(task.done ? coordinator.labels.done : coordinator.labels.pending);

    const notifications = await openTab(page, coordinator.tabs.notifications.label);
    for (const notification of coordinator.notifications)
      await expect(notifications.getByTestId('notification').filter({ hasText: notification.message })).toContainText(coordinator.notificationLabels[notification.type as 'info']);

    const communications = await openTab(page, coordinator.tabs.communications.label);
    for (const item of coordinator.communications) await expect(communications).toContainText(item.summary);

    const reports = await openTab(page, coordinator.tabs.reports.label);
    for (const status of ['pre-surgery', 'recovery', 'discharged'])
      await expect(reports.getByTestId('report-status').getByRole('row', { name: statusLabel(status) })).toContainText(
        String(coordinator.patients.filter((entry) => entry.status === status).length),
      );
    const active = coordinator.patients.filter((entry) => entry.status !== 'discharged');
    const average = Math.round(active.reduce((sum, entry) => sum + entry.progress, 0) / active.length);
    await expect(reports.getByTestId('average-progress')).toHaveText(coordinator.reports.averageProgress.replace('{percent}', `${average}%`));
    expect(console.problems).toEqual([]);
  });

  test('filters the patients by search, status and priority, keeps the filter in the address and clears it', once, async ({ page }) => {
    const [someone] = coordinator.patients;
    await page.goto('/coordinator-dashboard');
    await waitForIsland(page, 'PatientFilter');
    const cards = page.getByTestId('patient');
    const visible = page.locator('[data-testid="patient"]:visible');

    await page.getByLabel(coordinator.filters.search).fill(someone.name.split(' ')[1].toUpperCase());
    await expect(visible).toHaveCount(coordinator.patients.filter((entry) => entry.name.toLowerCase().includes(someone.name.split(' ')[1].toLowerCase())).length);
    await expect(visible.first()).toContainText(someone.id);
    await expect(page).toHaveURL(new RegExp(`q=${someone.name.split(' ')[1].toUpperCase()}`));

    await page.getByLabel(coordinator.filters.search).fill('');
    await page.getByLabel(coordinator.filters.status).selectOption({ label: statusLabel('recovery') });
    const recovering = coordinator.patients.filter((entry) => entry.status === 'recovery');
    await expect(visible).toHaveCount(recovering.length);
    await page.getByLabel(coordinator.filters.priority).selectOption({ label: coordinator.priorityLabels.high });
    const both = recovering.filter((entry) => entry.priority === 'high');
    await expect(visible).toHaveCount(both.length);
    await expect(page.getByTestId('patient-filter-result')).toHaveText(
      coordinator.filters.result.replace('{shown}', String(both.length)).replace('{total}', String(coordinator.patients.length)),
    );
    await expect(page).toHaveURL(/status=recovery/);
    await expect(page).toHaveURL(/priority=high/);

    // The same address, opened afresh, shows the same patients.
    await page.reload();
    await waitForIsland(page, 'PatientFilter');
    await expect(visible).toHaveCount(both.length);
    await expect(page.getByLabel(coordinator.filters.status)).toHaveValue('recovery');

    await page.getByLabel(coordinator.filters.search).fill('no such patient');
    await expect(visible).toHaveCount(0);
    await expect(page.getByTestId('patient-filter-result')).toHaveText(coordinator.filters.empty);

    await page.getByRole('link', { name: coordinator.filters.clear }).click();
    await expect(visible).toHaveCount(coordinator.patients.length);
    await expect(cards).toHaveCount(coordinator.patients.length);
    await expect(page).not.toHaveURL(/status=|priority=|q=/);
  });

  test('the filter sends as props only what its result line says: its address, choices and words come from its form', once, async ({ page }) => {
    await page.goto('/coordinator-dashboard');
    const props = JSON.parse((await page.locator('island-root[data-island="PatientFilter"]').getAttribute('data-props')) ?? '{}') as Record<string, unknown>;
    const { result, empty, ...shown } = coordinator.filters;
    expect(props).toEqual({ messages: { result, empty } });
    await waitForIsland(page, 'PatientFilter');
    const form = page.getByRole('search', { name: shown.label });
    await expect(form.getByLabel(shown.search)).toHaveAccessibleDescription(shown.searchHint);
    await expect(form.getByLabel(shown.status).locator('option')).toHaveText([shown.any, ...Object.values(coordinator.statusLabels)]);
    await expect(form.getByLabel(shown.priority).locator('option')).toHaveText([shown.any, ...Object.values(coordinator.priorityLabels)]);
    const priority = Object.keys(coordinator.priorityLabels).at(-1)!;
    await form.getByLabel(shown.priority).selectOption(priority);
    const matching = coordinator.patients.filter((entry) => entry.priority === priority);
    await expect(page.locator('[data-testid="patient"]:visible')).toHaveCount(matching.length);
    await expect(page.getByTestId('patient-filter-result')).toHaveText(
      matching.length === 0 ? empty : result.replace('{shown}', String(matching.length)).replace('{total}', String(coordinator.patients.length)),
    );
    // The tab goes into the address with the filter, from the form's own field.
    await expect(page).toHaveURL(new RegExp(`[?&]tab=patients`));
    await form.getByRole('link', { name: shown.clear }).click();
    await expect(page.locator('[data-testid="patient"]:visible')).toHaveCount(coordinator.patients.length);
  });

  test('a filter replaces the address rather than adding to the history: Back leaves the page, Forward comes back to the same filter', once, async ({ page }) => {
    await page.goto('/');
    await page.goto('/coordinator-dashboard?tab=schedule');
    await waitForIsland(page, 'Tabs');
    await openTab(page, coordinator.tabs.patients.label);
    await waitForIsland(page, 'PatientFilter');
    const visible = page.locator('[data-testid="patient"]:visible');
    await page.getByLabel(coordinator.filters.priority).selectOption({ label: coordinator.priorityLabels.low });
    const low = coordinator.patients.filter((entry) => entry.priority === 'low');
    await expect(visible).toHaveCount(low.length);
    await page.getByLabel(coordinator.filters.search).fill(low[0].country);
    const found = low.filter((entry) => `${entry.name} ${entry.id} ${entry.country}`.toLowerCase().includes(low[0].country.toLowerCase()));
    await expect(visible).toHaveCount(found.length);
    // The tab and the filter share the address.
    await expect(page).toHaveURL(/[?&]tab=patients(&|$)/);
    await expect(page).toHaveURL(/[?&]priority=low(&|$)/);

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await page.goForward();
    await expect(page).toHaveURL(/[?&]priority=low(&|$)/);
    await waitForIsland(page, 'PatientFilter');
    await expect(page.getByRole('tab', { name: coordinator.tabs.patients.label })).toHaveAttribute('aria-selected', 'true');
    await expect(visible).toHaveCount(found.length);
    await expect(page.getByLabel(coordinator.filters.priority)).toHaveValue('low');
    await expect(page.getByLabel(coordinator.filters.search)).toHaveValue(low[0].country);
  });

  test('before any script but the first inline one runs, the tab the address names is the one shown, and at 320 px it is scrolled into its row', phoneOnly, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    // Every script file hangs: the islands never wake and the document never finishes (no DOMContentLoaded).
    await page.route(/\.(js|ts|tsx)(\?|$)/, () => {});
    const [last] = Object.entries(coordinator.tabs).slice(-1);
    // What the first frame that has the tab row shows (a frame is painted after its requestAnimationFrame callbacks).
    await page.addInitScript(() => {
      const look = () => {
        const row = document.querySelector('[role=tablist]');
        if (!row) return requestAnimationFrame(look);
        const panels = [...document.querySelectorAll<HTMLElement>('[role=tabpanel]')];
        (window as unknown as { firstFrame: object }).firstFrame = {
          selected: row.querySelector('[aria-selected=true]')?.textContent,
          shown: panels.filter((panel) => !panel.classList.contains('hidden')).map((panel) => panel.getAttribute('aria-labelledby') && document.getElementById(panel.getAttribute('aria-labelledby')!)?.textContent),
        };
      };
      requestAnimationFrame(look);
    });
    await page.goto(`/coordinator-dashboard?tab=${last[0]}`, { waitUntil: 'commit' });
    const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame);
    const seen = (await firstFrame.jsonValue()) as { selected: string; shown: string[] };
    expect(seen.selected).toBe(last[1].label);
    // No other panel showed in that frame (the chosen one may still have been on its way).
    expect(seen.shown.filter((label) => label !== last[1].label)).toEqual([]);

    const tab = page.getByRole('tab', { name: last[1].label });
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: last[1].label })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: coordinator.tabs.patients.label })).toBeHidden();
    await expect(page.locator('island-root[data-island="Tabs"]')).not.toHaveAttribute('data-live', '');
    // Whole in the row, and the page itself did not scroll to it.
    await expect.poll(() => wholeInRow(tab)).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('on a slow link, the document arriving in two pieces split inside the tab row, the tab the address names is still the one shown', once, async ({ page, request }) => {
    const [last] = Object.entries(coordinator.tabs).slice(-1);
    const html = await (await request.get('/coordinator-dashboard')).text();
    // The first piece ends inside the tab row, before the address's tab: the parser has the row but not that tab yet.
    const split = html.indexOf(`data-tab="${last[0]}"`);
    expect(split).toBeGreaterThan(html.indexOf('role="tablist"'));
    const served = await inTwoPieces(page, '/coordinator-dashboard', html, split);
    try {
      await page.goto(`${served.origin}/coordinator-dashboard?tab=${last[0]}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => document.querySelector('[role=tablist]'));
      served.rest();
      await page.waitForLoadState('domcontentloaded');
      await expect(page.getByRole('tab', { name: last[1].label })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: last[1].label })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: coordinator.tabs.patients.label })).toBeHidden();
    } finally {
      await served.close();
    }
  });

  test('on a slow link, a tab chosen before its panel has arrived shows that panel when it does', once, async ({ page, request }) => {
    const [last] = Object.entries(coordinator.tabs).slice(-1);
    const html = await (await request.get('/coordinator-dashboard')).text();
    // The first piece ends just before the last tab's panel.
    const tabTag = new RegExp(`<button\\b[^>]*\\sdata-tab="${last[0]}"[^>]*>`).exec(html)![0];
    const controls = /\saria-controls="([^"]+)"/.exec(tabTag)![1];
    const served = await inTwoPieces(page, '/coordinator-dashboard', html, splitBefore(html, controls));
    try {
      await page.goto(`${served.origin}/coordinator-dashboard`, { waitUntil: 'commit' });
      const tab = page.getByRole('tab', { name: last[1].label });
      await expect(tab).toHaveCount(1);
      // Dispatched rather than tapped: where the page's first screen ends, the browser may not have painted it yet.
      await tab.dispatchEvent('click');
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      served.rest();
      await page.waitForLoadState('domcontentloaded');
      await expect(page.getByRole('tabpanel', { name: last[1].label })).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: coordinator.tabs.patients.label })).toBeHidden();
    } finally {
      await served.close();
    }
  });

  test('at 320 px a tab chosen by a tap is scrolled whole into its row, without moving the page', phoneOnly, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/coordinator-dashboard');
    await waitForIsland(page, 'Tabs');
    const row = page.getByRole('tablist');
    const tabs = Object.values(coordinator.tabs);
    // The first tab cut off by the row's right edge.
    let cut = tabs[0];
    for (const entry of tabs)
      if (!(await wholeInRow(page.getByRole('tab', { name: entry.label })))) {
        cut = entry;
        break;
      }
    expect(cut, 'a tab the row cuts off at 320 px').not.toBe(tabs[0]);
    // The row a little above the top of the window (a tab's scrollIntoView would pull the page down to it); and high
    // enough that the shorter panel the tap shows cannot pull the page's end up past it.
    await row.evaluate((element) => {
      element.scrollIntoView({ block: 'start' });
      scrollBy(0, 8);
    });
    const pageTop = await page.evaluate(() => scrollY);
    const tab = page.getByRole('tab', { name: cut.label });
    // Dispatched, not clicked: a click would first scroll the tab into view itself.
    await tab.dispatchEvent('click');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => wholeInRow(tab)).toBe(true);
    expect(await row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => scrollY)).toBe(pageTop);
  });

  test('a status chosen before the filter wakes already narrows the list, goes into the address and is where the filter starts', once, async ({ page }) => {
    let release = () => {};
    const scripts = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.(js|ts|tsx)(\?|$)/, async (route) => {
      await scripts;
      await route.continue();
    });
    await page.goto('/coordinator-dashboard', { waitUntil: 'commit' });
    const visible = page.locator('[data-testid="patient"]:visible');
    const discharged = coordinator.patients.filter((entry) => entry.status === 'discharged');
    await page.getByLabel(coordinator.filters.status).selectOption({ label: statusLabel('discharged') });
    await expect(visible).toHaveCount(discharged.length);
    await expect(page).toHaveURL(/[?&]status=discharged(&|$)/);
    await expect(page.locator('island-root[data-island="PatientFilter"]')).not.toHaveAttribute('data-live', '');

    release();
    await waitForIsland(page, 'PatientFilter');
    await expect(page.getByLabel(coordinator.filters.status)).toHaveValue('discharged');
    await expect(visible).toHaveCount(discharged.length);
    await expect(page.getByTestId('patient-filter-result')).toHaveText(
      coordinator.filters.result.replace('{shown}', String(discharged.length)).replace('{total}', String(coordinator.patients.length)),
    );
  });

  test('with JavaScript off, shows every tab and filters by status and priority', once, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/coordinator-dashboard');
    for (const tab of Object.values(coordinator.tabs)) await expect(page.getByRole('heading', { name: tab.heading }).first()).toBeVisible();
    await expect(page.getByLabel(coordinator.filters.search)).toBeHidden();
    const visible = page.locator('[data-testid="patient"]:visible');
    await expect(visible).toHaveCount(coordinator.patients.length);
    await page.getByLabel(coordinator.filters.status).selectOption({ label: statusLabel('pre-surgery') });
    const before = coordinator.patients.filter((entry) => entry.status === 'pre-surgery');
    await expect(visible).toHaveCount(before.length);
    await page.getByLabel(coordinator.filters.priority).selectOption({ label: coordinator.priorityLabels.medium });
    await expect(visible).toHaveCount(before.filter((entry) => entry.priority === 'medium').length);
    await context.close();
  });
});

test.describe('the doctor portal', once, () => {
  const me = surgeon(doctor.doctor);

  test('counts its counters from the sample day, and shows each tab its data', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/doctor-dashboard');
    await expect(page.getByTestId('greeting')).toHaveText(doctor.greeting.replace('{name}', me.name));
    const today = doctor.appointments.filter((appointment) => appointment.day === 0);
    const counters = [
      [doctor.counters.today, today.length],
      [doctor.counters.pending, doctor.appointments.filter((appointment) => appointment.status === 'pending' && appointment.day >= 0).length],
      [doctor.counters.unread, doctor.messages.filter((message) => message.unread).length],
      [doctor.counters.consultations, doctor.months.find((month) => month.month === 0)!.consultations],
    ] as const;
    for (const [label, figure] of counters) await expect(page.getByRole('listitem').filter({ hasText: label })).toContainText(String(figure));
    await waitForIsland(page, 'Tabs');
    await expect(page.getByRole('tab', { name: doctor.tabs.overview.label })).toHaveAttribute('aria-selected', 'true');

    const overview = page.getByRole('tabpanel', { name: doctor.tabs.overview.label });
    await expect(overview.getByTestId('today-appointment')).toHaveCount(today.length);

    const appointments = await openTab(page, doctor.tabs.appointments.label);
    for (const appointment of doctor.appointments) {
      const row = appointments.getByTestId('appointment').filter({ hasText: appointment.patient });
      await expect(row.getByTestId('appointment-status')).toHaveText(doctor.statusLabels[appointment.status as 'pending']);
      // Confirmed: the default badge; pending: the secondary one.
      await expect(row.getByTestId('appointment-status')).toHaveClass(appointment.status === 'confirmed' ? /bg-brand-50/ : /bg-slate-100/);
    }

    const messages = await openTab(page, doctor.tabs.messages.label);
    for (const message of doctor.messages) await expect(messages).toContainText(message.message);

    const analytics = await openTab(page, doctor.tabs.analytics.label);
    await expect(analytics.getByRole('img', { name: doctor.analytics.chartTitle })).toBeVisible();
    const table = analytics.getByTestId('analytics-table');
    await expect(table.locator('tbody tr')).toHaveCount(doctor.months.length);
    await expect(table.getByTestId('total-consultations')).toHaveText(String(doctor.months.reduce((sum, month) => sum + month.consultations, 0)));
    await expect(table.getByTestId('total-surgeries')).toHaveText(String(doctor.months.reduce((sum, month) => sum + month.surgeries, 0)));
    const bars = await analytics.locator('svg rect[data-value]').evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute('data-value'))));
    expect(bars.toSorted((a, b) => a - b)).toEqual(doctor.months.flatMap((month) => [month.consultations, month.surgeries]).toSorted((a, b) => a - b));
    expect(console.problems).toEqual([]);
  });

  test('the profile starts from content, refuses what is not valid, and says plainly that nothing was sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(request.url());
    });
    await page.goto('/doctor-dashboard?tab=profile');
    await waitForIsland(page, 'Tabs');
    await expect(page.getByTestId('panel-profile')).toBeVisible();
    await waitForIsland(page, 'DoctorProfileForm');
    const { profile } = doctor;
    const form = page.getByTestId('panel-profile');
    await expect(form.getByLabel(profile.name.label)).toHaveValue(me.name);
    await expect(form.getByLabel(profile.title.label)).toHaveValue(me.title);
    await expect(form.getByLabel(profile.fee.label)).toHaveValue(String(me.consultationFee));
    await expect(form.getByLabel(profile.email.label)).toHaveValue(profile.defaultEmail);

    await form.getByLabel(profile.name.label).fill('');
    await form.getByLabel(profile.email.label).fill('priya@');
    await form.getByLabel(profile.fee.label).fill('12.5');
    await form.getByRole('button', { name: profile.save }).click();
    await expect(form.getByTestId('profile-outcome')).toHaveText(profile.invalid);
    await expect(form.getByLabel(profile.name.label)).toBeFocused();
    await expect(form.getByLabel(profile.name.label)).toHaveAccessibleDescription(profile.errors.required);
    await expect(form.getByLabel(profile.email.label)).toHaveAccessibleDescription(profile.errors.email);
    await expect(form.getByLabel(profile.email.label)).toHaveAttribute('aria-invalid', 'true');

    await form.getByLabel(profile.name.label).fill('Dr. P. Sharma');
    await form.getByLabel(profile.email.label).fill('p.sharma@clinic.test');
    await form.getByLabel(profile.fee.label).fill('140');
    await form.getByRole('button', { name: profile.save }).click();
    await expect(form.getByTestId('profile-outcome')).toHaveText(profile.saved);
    // What was typed stays, and nothing left the page.
    await expect(form.getByLabel(profile.name.label)).toHaveValue('Dr. P. Sharma');
    await expect(form.getByLabel(profile.fee.label)).toHaveValue('140');
    expect(sent).toEqual([]);
  });

  test('the profile sends as props only what saving says: its labels, hints, values and button come from its form', async ({ page }) => {
    await page.goto('/doctor-dashboard?tab=profile');
    const props = JSON.parse((await page.locator('island-root[data-island="DoctorProfileForm"]').getAttribute('data-props')) ?? '{}') as Record<string, unknown>;
    const { profile } = doctor;
    expect(Object.keys(props).sort()).toEqual(['answers', 'messages']);
    expect(props.answers).toEqual({ saved: profile.saved, invalid: profile.invalid });
    await waitForIsland(page, 'DoctorProfileForm');
    const form = page.getByTestId('panel-profile');
    for (const field of ['name', 'title', 'fee', 'email', 'phone', 'bio'] as const) {
      const words: { label: string; hint?: string } = profile[field];
      if (words.hint) await expect(form.getByLabel(words.label)).toHaveAccessibleDescription(words.hint);
    }
    await expect(form.getByLabel(profile.bio.label)).toHaveValue(profile.defaultBio);
    await expect(form.getByLabel(profile.phone.label)).toHaveValue(profile.defaultPhone);
    // A save with the values it came with is valid: the defaults it read back are the page's.
    await form.getByRole('button', { name: profile.save }).click();
    await expect(form.getByTestId('profile-outcome')).toHaveText(profile.saved);
    await expect(form.getByLabel(profile.name.label)).toHaveValue(me.name);
  });

  test('with JavaScript off, shows every tab, the profile fields and why there is no save button', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/doctor-dashboard');
    for (const tab of Object.values(doctor.tabs)) await expect(page.getByRole('heading', { name: tab.heading }).first()).toBeVisible();
    await expect(page.getByTestId('panel-profile').getByLabel(doctor.profile.name.label)).toHaveValue(me.name);
    await expect(page.getByText(doctor.profile.noScript)).toBeVisible();
    await expect(page.getByRole('button', { name: doctor.profile.save })).toBeHidden();
    await expect(page.getByTestId('analytics-table')).toBeVisible();
    await context.close();
  });
});

test.describe('nothing of the portals loads on other pages', once, () => {
  // The HTML is the same at every viewport: once.

  test('no other page carries a portal island, its modules or its stylesheet', () => {
    const html = (path: string) => readFileSync(fileForPath('dist', path), 'utf8');
    const islandModule = (path: string, name: string) => {
      const modules = islandModulesIn(html(path))[name] ?? [];
      expect(modules.length, `${name} on ${path}`).toBeGreaterThan(1);
      // The hydrate step comes first, then the island's own module.
      return modules[1];
    };
    const own = [islandModule('/coordinator-dashboard', 'PatientFilter'), islandModule('/doctor-dashboard', 'DoctorProfileForm')];
    for (const path of [...pagePaths.filter((entry) => !portals.includes(entry)), '/404']) {
      const page = path === '/404' ? readFileSync('dist/404.html', 'utf8') : html(path);
      expect(page, path).not.toMatch(/data-island="(PatientFilter|DoctorProfileForm)"/);
      for (const module of own) expect(page, `${path} loads ${module}`).not.toContain(module);
      expect(page, path).not.toContain('data-patient-finder');
    }
  });
});
