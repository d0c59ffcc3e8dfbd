/**
 * Which licences let us copy, resize and show a photograph in the app: public domain, CC0,
 * CC BY and CC BY-SA (any version). NonCommercial and NoDerivatives are refused (the app resizes
 * and crops, a derivative), and so is anything we cannot recognise: guessing is not an option
 * with someone else's work.
 */
export function reusableLicence(
  code: string | undefined,
  shortName: string | undefined,
): string | null {
  const name = (shortName ?? '').trim();
  const probe = `${code ?? ''} ${name}`.toLowerCase();
  if (
    !probe.trim() ||
    /(^|[^a-z])(nc|nd)([^a-z]|$)|noncommercial|noderiv|fair use|non-free/.test(probe)
  ) {
    return null;
  }
  const key = (code ?? '').trim().toLowerCase();
  if (key === 'pd' || key.startsWith('pd-') || /^public domain/i.test(name)) return 'Public domain';
  if (key.startsWith('cc0') || /^cc0/i.test(name)) return 'CC0';
  const byPattern = /^cc[- ]by(?:[- ]sa)?(?:[- ]\d+(?:\.\d+)?(?:[- ,][a-z]{2,3})?)?$/i;
  if (byPattern.test(key) || byPattern.test(name)) return name || key.toUpperCase();
  return null;
}

/** Whether the licence obliges us to name the author (everything but public domain and CC0). */
export function needsAttribution(licence: string): boolean {
  return licence !== 'Public domain' && licence !== 'CC0';
}
