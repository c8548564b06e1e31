/** The hero's picture: a hand-drawn-looking bouquet in the brand colours. Decorative only. */
export function BouquetIllustration({ className }: { className?: string }) {
  const bloom = (cx: number, cy: number, r: number, fill: string, centre: string) => (
    <g transform={`translate(${cx} ${cy})`}>
      {[0, 60, 120, 180, 240, 300].map((angle) => (
        <ellipse
          key={angle}
          rx={r * 0.55}
          ry={r}
          transform={`rotate(${angle}) translate(0 ${-r * 0.7})`}
          fill={fill}
        />
      ))}
      <circle r={r * 0.45} fill={centre} />
    </g>
  );

  return (
    <svg viewBox="0 0 480 520" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id="petal-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f8e3e1" />
          <stop offset="1" stopColor="#f3ece1" />
        </linearGradient>
      </defs>
      <rect x="20" y="20" width="440" height="480" rx="200" fill="url(#petal-sky)" />
      <g stroke="#2d6a50" strokeWidth="6" strokeLinecap="round" fill="none">
        <path d="M240 430 C 236 340 200 280 150 220" />
        <path d="M240 430 C 244 330 250 260 246 170" />
        <path d="M240 430 C 250 350 300 290 340 230" />
        <path d="M240 430 C 226 360 170 330 118 318" />
        <path d="M240 430 C 262 370 330 350 372 336" />
      </g>
      <g fill="#3f8a68">
        <ellipse cx="186" cy="300" rx="16" ry="40" transform="rotate(-50 186 300)" />
        <ellipse cx="300" cy="300" rx="16" ry="40" transform="rotate(48 300 300)" />
        <ellipse cx="226" cy="250" rx="12" ry="32" transform="rotate(-18 226 250)" />
        <ellipse cx="270" cy="360" rx="12" ry="30" transform="rotate(60 270 360)" />
      </g>
      {bloom(150, 210, 34, '#e89aa8', '#f7d9a8')}
      {bloom(246, 160, 42, '#d9788a', '#fbe7c6')}
      {bloom(342, 222, 32, '#f4c7cc', '#e89aa8')}
      {bloom(116, 316, 24, '#fbf3e4', '#e9b949')}
      {bloom(374, 332, 24, '#fbf3e4', '#e9b949')}
      <path d="M176 420 L 304 420 L 280 492 L 200 492 Z" fill="#1f5c46" />
      <path d="M176 420 L 304 420 L 298 438 L 182 438 Z" fill="#184a38" />
      <rect x="190" y="452" width="100" height="9" rx="4.5" fill="#f4c7cc" />
    </svg>
  );
}
