/**
 * Draws a simple bouquet as SVG: a wrapped bunch of round blooms in the given colours. The demo
 * shop's product photos are made from it (sharp renders SVG), so a first start needs no image files.
 */
export function bouquetSvg({
  blooms,
  paper,
  background,
}: {
  blooms: string[];
  paper: string;
  background: string;
}) {
  const size = 800;
  const centre = size / 2;
  const heads = blooms.map((colour, i) => {
    // A loose dome: blooms on two rings around the centre of the bunch.
    const ring = i === 0 ? 0 : i <= 5 ? 110 : 190;
    const angle = (i * 137.5 * Math.PI) / 180;
    const x = centre + ring * Math.cos(angle);
    const y = 300 + ring * 0.6 * Math.sin(angle);
    return flower(x, y, 62 + ((i * 17) % 20), colour);
  });
  const stems = blooms
    .map((_, i) => {
      const x = centre - 60 + ((i * 23) % 120);
      return `<path d="M${x} 360 L${centre - 10 + ((i * 7) % 20)} 700" stroke="#3f6b3a" stroke-width="9" stroke-linecap="round"/>`;
    })
    .join('');
  const leaves = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${centre + side * 150}" cy="380" rx="110" ry="38" fill="#5f8f4e" transform="rotate(${side * 35} ${centre + side * 150} 380)"/>`,
    )
    .join('');
  const wrap = `<path d="M${centre - 190} 430 L${centre} 760 L${centre + 190} 430 Q${centre} 500 ${centre - 190} 430Z" fill="${paper}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/>${stems}${leaves}${heads.join('')}${wrap}</svg>`;
}

function flower(x: number, y: number, radius: number, colour: string) {
  const petals = Array.from({ length: 8 }, (_, i) => {
    const angle = i * 45;
    return `<ellipse cx="${x}" cy="${y - radius * 0.55}" rx="${radius * 0.42}" ry="${radius * 0.6}" fill="${colour}" transform="rotate(${angle} ${x} ${y})"/>`;
  }).join('');
  return `<g>${petals}<circle cx="${x}" cy="${y}" r="${radius * 0.32}" fill="#f4d35e" opacity="0.9"/></g>`;
}
