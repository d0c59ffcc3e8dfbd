/**
 * The structured data in an HTML page or e-mail: its JSON-LD blocks and its microdata items, read
 * as text. Nothing in the markup is ever run: scripts other than JSON-LD are skipped whole, and
 * no DOM is built (a worker has none), so this is a small tokenizer over tags and text.
 */

/** A microdata or JSON-LD node: its properties, each a text or a nested node, as JSON-LD has them. */
export type StructuredNode = { [key: string]: StructuredValue };
export type StructuredValue = string | number | boolean | null | StructuredNode | StructuredValue[];

const JSON_LD =
  /<script\b[^>]*type\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** Every JSON-LD block's top-level nodes; a block that is not JSON is skipped. */
export function jsonLdNodes(html: string): StructuredNode[] {
  const nodes: StructuredNode[] = [];
  for (const match of html.matchAll(JSON_LD)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(match[1]!.trim().replace(/^<!--|-->$/g, ''));
    } catch {
      continue;
    }
    const push = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(push);
      else if (isNode(value)) {
        const graph = value['@graph'];
        if (Array.isArray(graph)) graph.forEach(push);
        else nodes.push(value);
      }
    };
    push(parsed);
  }
  return nodes;
}

export function isNode(value: unknown): value is StructuredNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Elements whose content is not markup: skipped whole (a script is never run, nor read).
const RAW_TEXT = new Set(['script', 'style', 'template', 'noscript', 'textarea', 'title']);
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const TAG =
  /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>|<!--[\s\S]*?-->|<![^>]*>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

interface OpenElement {
  name: string;
  /** The item this element starts (itemscope), if any. */
  item: StructuredNode | null;
  /** The property this element's text is the value of, and the item it belongs to. */
  property: { names: string[]; owner: StructuredNode } | null;
  text: string[];
}

/** Top-level microdata items (those not the value of another item's property). */
export function microdataNodes(html: string): StructuredNode[] {
  const top: StructuredNode[] = [];
  const stack: OpenElement[] = [];
  const currentItem = () => {
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.item) return stack[i]!.item;
    return null;
  };
  const addText = (text: string) => {
    for (const open of stack) if (open.property) open.text.push(text);
  };
  const close = (index: number) => {
    while (stack.length > index) {
      const open = stack.pop()!;
      if (open.property && !open.item) {
        const value = decodeEntities(open.text.join('')).replace(/\s+/g, ' ').trim();
        for (const name of open.property.names) addProperty(open.property.owner, name, value);
      }
    }
  };
  let at = 0;
  TAG.lastIndex = 0;
  for (let match = TAG.exec(html); match; match = TAG.exec(html)) {
    addText(html.slice(at, match.index));
    at = TAG.lastIndex;
    const [, slash, rawName, rawAttributes = '', selfClosing] = match;
    if (!rawName) continue; // a comment or a doctype
    const name = rawName.toLowerCase();
    if (slash) {
      const index = stack.findLastIndex((open) => open.name === name);
      if (index >= 0) close(index);
      continue;
    }
    const attributes = readAttributes(rawAttributes);
    const owner = currentItem();
    const names = attributes.get('itemprop')?.split(/\s+/).filter(Boolean) ?? [];
    let item: StructuredNode | null = null;
    if (attributes.has('itemscope')) {
      item = {};
      const type = attributes.get('itemtype');
      if (type) item['@type'] = type.split(/\s+/)[0]!.replace(/^https?:\/\/schema\.org\//, '');
      if (owner && names.length) for (const n of names) addProperty(owner, n, item);
      else top.push(item);
    }
    const direct =
      attributes.get('content') ??
      attributes.get('datetime') ??
      (name === 'a' || name === 'link' ? attributes.get('href') : undefined) ??
      (name === 'img' ? attributes.get('src') : undefined);
    if (!item && owner && names.length && direct !== undefined) {
      for (const n of names) addProperty(owner, n, decodeEntities(direct).trim());
    } else if (!VOID.has(name) && !selfClosing) {
      const property = !item && owner && names.length ? { names, owner } : null;
      stack.push({ name, item, property, text: [] });
    }
    if (RAW_TEXT.has(name) && !selfClosing) {
      // Skip to its end tag: nothing inside is markup, and nothing inside is run.
      const end = html.toLowerCase().indexOf(`</${name}`, at);
      at = end < 0 ? html.length : end;
      TAG.lastIndex = at;
    }
  }
  close(0);
  return top;
}

function addProperty(owner: StructuredNode, name: string, value: StructuredValue) {
  const existing = owner[name];
  if (existing === undefined) owner[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else owner[name] = [existing, value];
}

function readAttributes(raw: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const m of raw.matchAll(ATTRIBUTE)) {
    attributes.set(m[1]!.toLowerCase(), m[2] ?? m[3] ?? m[4] ?? '');
  }
  return attributes;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rarr: '→',
  ndash: '–',
  mdash: '—',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}
