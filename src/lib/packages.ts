import { packages } from '../generated/packages';

/** Packages in the order their files set. */
export const packagesInOrder = [...packages].sort((a, b) => a.order - b.order);

export function packageById(id: string) {
  return packages.find((pkg) => pkg.id === id);
}
