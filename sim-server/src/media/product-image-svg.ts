// The picture a seeded product shows until someone uploads a photo: a card in its category's
// colour with the product's initials and name, drawn in code (no files, no network). The name is
// an operator's text, so every character is escaped and the card carries no script or link.
const PALETTE = ['#2f855a', '#2b6cb0', '#c05621', '#6b46c1', '#b83280', '#2c7a7b', '#975a16', '#c53030', '#4a5568', '#276749'] as const;
/** Characters XML 1.0 does not allow at all. */
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const FONT = `'Noto Sans KR', 'Apple SD Gothic Neo', 'Malgun Gothic', sans-serif`;

/** FNV-1a, so a category keeps its colour across runs and machines. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const c of text) h = Math.imul(h ^ c.codePointAt(0)!, 0x01000193) >>> 0;
  return h;
}

export function categoryColour(category: string): string {
  return PALETTE[hash(category) % PALETTE.length]!;
}

function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** '전주비빔 삼각김밥' → '전주'; 'Cold Brew' → 'CB'. */
export function initialsOf(name: string): string {
  const words = name.replace(NOT_XML, '').split(/[\s·()[\]/,-]+/).filter(Boolean);
  const first = [...(words[0] ?? '?')];
  if (/\p{Script=Hangul}/u.test(first[0] ?? '')) return first.slice(0, 2).join('');
  return words.slice(0, 2).map((w) => [...w][0]!.toUpperCase()).join('') || '?';
}

/** At most `max` characters, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`;
}

export function productImageSvg(product: { productName: string; category: string }): string {
  const colour = categoryColour(product.category);
  const name = escapeXml(clip(product.productName, 16));
  const category = escapeXml(clip(product.category, 20));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${name}">`,
    `<rect width="400" height="400" rx="32" fill="${colour}"/>`,
    `<circle cx="200" cy="170" r="96" fill="#ffffff" fill-opacity="0.18"/>`,
    `<text x="200" y="60" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#ffffff" fill-opacity="0.85">${category}</text>`,
    `<text x="200" y="200" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="700" fill="#ffffff">${escapeXml(initialsOf(product.productName))}</text>`,
    `<text x="200" y="340" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="600" fill="#ffffff">${name}</text>`,
    '</svg>',
  ].join('');
}
