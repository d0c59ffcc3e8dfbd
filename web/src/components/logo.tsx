export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <path d="M14 42 L32 14 L50 42 Z" fill="#fde68a" />
      <circle cx="44" cy="20" r="6" fill="#fbbf24" />
      <path d="M10 48 H54" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
