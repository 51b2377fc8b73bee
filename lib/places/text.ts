// Text normalisation shared by the zone tests and the catalogue search.

/** Lower case, accents removed, typographic apostrophes and dashes unified, spaces collapsed. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** normalizeText, then apostrophes removed and hyphens/dashes read as spaces: "Val d'Europe" → "val d europe". */
export function looseText(text: string): string {
  return normalizeText(text).replace(/'/g, ' ').replace(/-/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The last five-digit group of an address (the postcode in French addresses), or null. */
export function extractPostcode(address: string): string | null {
  const matches = address.match(/(?<!\d)\d{5}(?!\d)/g);
  return matches ? (matches[matches.length - 1] ?? null) : null;
}

export interface AddressTown {
  postcode: string;
  /** As `looseText` writes it, without a trailing « Cedex ». */
  town: string;
}

/**
 * The postcode and town of a French address: the last part that starts with a postcode ('12 rue X, 91150 Étampes,
 * France' → 91150, 'etampes'), or null when the address has none.
 */
export function addressTown(address: string): AddressTown | null {
  let found: AddressTown | null = null;
  for (const part of address.split(',')) {
    const match = /(?<!\d)(\d{5})\s+(.+)$/.exec(part.trim());
    const town = match?.[2] ? looseText(match[2]).replace(/ cedex( \d+)?$/, '') : '';
    if (match?.[1] && town) found = { postcode: match[1], town };
  }
  return found;
}

/**
 * The text of a catalogue place, as the summary and the messages write it: its label once, then its postal address
 * without the parts that repeat the label. ('Gare de Dourdan', 'Gare de Dourdan, 91410 Dourdan') →
 * 'Gare de Dourdan, 91410 Dourdan'; ('Orly 1', 'Aéroport de Paris-Orly, Terminal 1, 94390 Orly') → both kept.
 */
export function placeLabel(name: string, address: string): string {
  const label = name.trim();
  const key = looseText(label);
  const rest = address
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && looseText(part) !== key);
  return [label, ...rest].filter(Boolean).join(', ');
}
