/** '4.1 MB', '820 KB', '1.2 GB': decimal units, as phones show storage; one decimal from MB up. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const digits = unit >= 2 ? 1 : 0;
  return `${value.toFixed(digits)} ${units[unit]}`;
}
