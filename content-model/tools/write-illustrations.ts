/**
 * Draws the 11 named illustrations of spec 001 §3.3 (names not shown there; ours below) into
 * files/illustratie-*.png and lists them in sample/media.json with Dutch alt texts (run once; the
 * output is committed): npx tsx content-model/tools/write-illustrations.ts
 * The same drawings as SVG go to static/images/illustraties/<key>.svg: the homepage's signposts use
 * them (decorative, no alt text needed there; docs/decisions/232-visual-identity.md).
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(__dirname, "..");

/** key, name, alt text, background, figure colour, figure (SVG shapes on an 800 x 500 canvas). */
export const ILLUSTRATIONS: ReadonlyArray<[string, string, string, string, string, string]> = [
  [
    "welkom",
    "Welkom",
    "Illustratie van een open deur met een mat waarop welkom staat",
    "#e6f2f0",
    "#0b5563",
    `<rect x="300" y="90" width="200" height="320" rx="12"/><rect x="260" y="410" width="280" height="30" rx="8" fill="#e0a458"/><circle cx="460" cy="260" r="12" fill="#fff"/>`,
  ],
  [
    "zoeken",
    "Zoeken",
    "Illustratie van een vergrootglas boven een stapel boeken",
    "#f4efe6",
    "#6b4f2a",
    `<rect x="230" y="340" width="340" height="50" rx="8"/><rect x="260" y="290" width="280" height="50" rx="8" fill="#0b5563"/><circle cx="420" cy="180" r="80" fill="none" stroke="#333" stroke-width="22"/><rect x="470" y="230" width="30" height="110" rx="12" transform="rotate(-40 485 285)" fill="#333"/>`,
  ],
  [
    "gesprek",
    "Gesprek",
    "Illustratie van twee tekstballonnen die elkaar overlappen",
    "#eaf0f7",
    "#2f5d8a",
    `<rect x="180" y="120" width="280" height="170" rx="40"/><rect x="340" y="220" width="280" height="170" rx="40" fill="#e0a458"/>`,
  ],
  [
    "verhaal",
    "Verhaal",
    "Illustratie van een opengeslagen schrift met een pen",
    "#f7f1ea",
    "#8a5a2f",
    `<rect x="200" y="130" width="190" height="260" rx="10" fill="#fff" stroke="#8a5a2f" stroke-width="8"/><rect x="410" y="130" width="190" height="260" rx="10" fill="#fff" stroke="#8a5a2f" stroke-width="8"/><rect x="540" y="120" width="24" height="200" rx="8" transform="rotate(25 552 220)"/>`,
  ],
  [
    "activiteit",
    "Activiteit",
    "Illustratie van een kalender met een omcirkelde dag",
    "#eef5ea",
    "#3f7a3a",
    `<rect x="250" y="110" width="300" height="290" rx="16" fill="#fff" stroke="#3f7a3a" stroke-width="10"/><rect x="250" y="110" width="300" height="70" rx="16"/><circle cx="400" cy="290" r="50" fill="none" stroke="#c0392b" stroke-width="10"/>`,
  ],
  [
    "bewegen",
    "Bewegen",
    "Illustratie van een wandelschoen op een pad door het gras",
    "#eaf5ef",
    "#2e7d5b",
    `<path d="M0 420 Q400 330 800 420 L800 500 L0 500 Z"/><path d="M300 300 h170 q40 0 40 40 v30 h-230 z" fill="#6b4f2a"/>`,
  ],
  [
    "rust",
    "Rust",
    "Illustratie van een maan en sterren boven een kussen",
    "#e9e8f4",
    "#4a4590",
    `<circle cx="520" cy="150" r="70"/><circle cx="550" cy="130" r="60" fill="#e9e8f4"/><rect x="220" y="320" width="360" height="90" rx="45" fill="#fff" stroke="#4a4590" stroke-width="8"/><circle cx="250" cy="120" r="8"/><circle cx="330" cy="80" r="6"/>`,
  ],
  [
    "medicijnen",
    "Medicijnen",
    "Illustratie van een medicijndoosje met dagvakjes en twee pillen",
    "#f5ecec",
    "#a23b3b",
    `<rect x="180" y="200" width="440" height="120" rx="14" fill="#fff" stroke="#a23b3b" stroke-width="8"/><rect x="250" y="350" width="90" height="40" rx="20"/><circle cx="430" cy="370" r="22" fill="#e0a458"/>`,
  ],
  [
    "hulp",
    "Hulp",
    "Illustratie van twee handen die elkaar vasthouden",
    "#f3eee8",
    "#b0703c",
    `<rect x="170" y="220" width="250" height="80" rx="40"/><rect x="380" y="220" width="250" height="80" rx="40" fill="#0b5563"/>`,
  ],
  [
    "leren",
    "Leren",
    "Illustratie van een laptop met een afstudeerhoed op het scherm",
    "#e8f1f4",
    "#1f5f73",
    `<rect x="230" y="140" width="340" height="210" rx="12"/><rect x="190" y="350" width="420" height="30" rx="10" fill="#444"/><path d="M320 240 L400 200 L480 240 L400 280 Z" fill="#fff"/>`,
  ],
  [
    "samen",
    "Samen",
    "Illustratie van drie mensen naast elkaar, de middelste zwaait",
    "#eef2e6",
    "#5b6f2e",
    `<circle cx="260" cy="200" r="45"/><rect x="215" y="255" width="90" height="150" rx="40"/><circle cx="400" cy="180" r="50" fill="#0b5563"/><rect x="350" y="240" width="100" height="170" rx="45" fill="#0b5563"/><circle cx="540" cy="200" r="45"/><rect x="495" y="255" width="90" height="150" rx="40"/>`,
  ],
];

async function main() {
  const mediaPath = path.join(root, "sample", "media.json");
  const media = JSON.parse(fs.readFileSync(mediaPath, "utf8")) as Array<{ key: string }>;
  for (const [key, name, alt, background, colour, shapes] of ILLUSTRATIONS) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="${background}"/><g fill="${colour}">${shapes}</g></svg>`;
    const staticDir = path.join(root, "..", "static", "images", "illustraties");
    fs.mkdirSync(staticDir, { recursive: true });
    fs.writeFileSync(
      path.join(staticDir, `${key}.svg`),
      svg.replace('width="800" height="500"', 'viewBox="0 0 800 500"') + "\n",
    );
    const file = `illustratie-${key}.png`;
    await sharp(Buffer.from(svg))
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(root, "files", file));
    const entry = {
      key: `illustratie-${key}`,
      name: `Illustratie ${name.toLowerCase()}`,
      field_media_image: { file, alt },
    };
    const at = media.findIndex((item) => item.key === entry.key);
    if (at >= 0) media[at] = entry;
    else media.push(entry);
  }
  fs.writeFileSync(mediaPath, `${JSON.stringify(media, null, 2)}\n`);
}

void main();
