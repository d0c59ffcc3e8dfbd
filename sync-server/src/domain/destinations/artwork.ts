/**
 * Destination images are drawn here rather than hotlinked: they work offline once cached, cost no
 * bandwidth from a third party, and carry no licence question.
 */
const PALETTES: Record<string, [string, string, string]> = {
  beach: ['#0ea5e9', '#fde68a', '#f59e0b'],
  mountain: ['#1e3a8a', '#64748b', '#e2e8f0'],
  city: ['#312e81', '#db2777', '#fbbf24'],
  cultural: ['#7c2d12', '#ea580c', '#fed7aa'],
  adventure: ['#14532d', '#16a34a', '#bef264'],
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A landscape card (800x500) in the category's colours, varied per destination. */
export function destinationArtwork(name: string, country: string, category: string): string {
  const [sky, mid, accent] = PALETTES[category] ?? PALETTES.city!;
  const h = hash(name);
  const peak = 180 + (h % 120);
  const sunX = 120 + (h % 560);
  const ridge = Array.from({ length: 9 }, (_, i) => {
    const x = i * 100;
    const y = 330 - ((h >> (i % 24)) % 90) - (i % 2 === 0 ? 0 : peak / 4);
    return `${x},${Math.round(y)}`;
  }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" role="img" aria-label="${escapeXml(name)}, ${escapeXml(country)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
<rect width="800" height="500" fill="url(#s)"/>
<circle cx="${sunX}" cy="${110 + (h % 60)}" r="54" fill="${accent}" opacity="0.9"/>
<polygon points="0,500 ${ridge} 800,330 800,500" fill="#0f172a" opacity="0.35"/>
<polygon points="0,500 0,420 200,${400 - (h % 50)} 420,430 640,${390 - (h % 40)} 800,420 800,500" fill="#0f172a" opacity="0.55"/>
<text x="40" y="462" font-family="system-ui, sans-serif" font-size="44" font-weight="700" fill="#fff">${escapeXml(name)}</text>
</svg>`;
}
