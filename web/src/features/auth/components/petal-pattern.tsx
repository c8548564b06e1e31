/** Large soft petals drawn behind the brand panel; purely decorative. */
export function PetalPattern({ className }: { className?: string }) {
  const petals = [0, 45, 90, 135, 180, 225, 270, 315];
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" className={className}>
      <g transform="translate(200 200)">
        {petals.map((angle) => (
          <ellipse
            key={angle}
            rx="46"
            ry="120"
            transform={`rotate(${angle}) translate(0 -96)`}
            fill="currentColor"
            opacity={angle % 90 === 0 ? 0.16 : 0.09}
          />
        ))}
        <circle r="30" fill="currentColor" opacity="0.22" />
      </g>
    </svg>
  );
}
