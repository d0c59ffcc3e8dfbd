/*
 * The few web-platform globals shared code may use: both the browsers we support and Node 20
 * have them, unlike the rest of the DOM (which shared/ must not touch). Declared here because
 * shared/ is checked with neither the DOM's types nor Node's.
 */
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
  readonly pathname: string;
  readonly protocol: string;
}
declare const crypto: { randomUUID(): `${string}-${string}-${string}-${string}-${string}` };
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
declare function atob(data: string): string;
declare function btoa(data: string): string;
