/**
 * Draws the sample header illustrations (calm, flat shapes) and writes them as JPEG files to
 * content-model/files/. The output is committed; run again only to change the drawings:
 *   npx tsx content-model/tools/generate-images.ts
 */
import path from "node:path";
import sharp from "sharp";

const WIDTH = 1200;
const HEIGHT = 500;

const svg = (body: string, background: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
  `<rect width="100%" height="100%" fill="${background}"/>${body}</svg>`;

const drawings: Record<string, string> = {
  // A footpath through green hills under a low sun.
  "wandelpad.jpg": svg(
    `<circle cx="880" cy="170" r="70" fill="#f6d27a"/>
     <path d="M0 330 C 200 240 380 260 600 320 S 1000 250 1200 300 V500 H0 Z" fill="#9cc5a1"/>
     <path d="M0 400 C 250 330 450 360 700 410 S 1050 360 1200 390 V500 H0 Z" fill="#6fa77a"/>
     <path d="M560 500 C 600 440 640 400 700 380 C 740 370 770 365 800 360 L 815 366 C 760 380 700 410 670 500 Z" fill="#e8dcc0"/>
     <circle cx="220" cy="300" r="34" fill="#4e8a5c"/><rect x="214" y="320" width="12" height="40" fill="#6b5a45"/>
     <circle cx="1040" cy="285" r="42" fill="#4e8a5c"/><rect x="1033" y="310" width="14" height="50" fill="#6b5a45"/>`,
    "#dbeaf3",
  ),
  // A cup of tea next to an open book on a table.
  "thee-en-boek.jpg": svg(
    `<rect y="330" width="1200" height="170" fill="#c9a98a"/>
     <path d="M330 300 L 600 330 L 600 420 L 330 390 Z" fill="#fdfbf6" stroke="#b9b2a5" stroke-width="3"/>
     <path d="M600 330 L 870 300 L 870 390 L 600 420 Z" fill="#f7f3ea" stroke="#b9b2a5" stroke-width="3"/>
     <g stroke="#c8c1b4" stroke-width="4"><line x1="370" y1="325" x2="560" y2="345"/><line x1="370" y1="350" x2="560" y2="370"/><line x1="640" y1="345" x2="830" y2="325"/><line x1="640" y1="370" x2="830" y2="350"/></g>
     <rect x="940" y="270" width="120" height="110" rx="18" fill="#5d8aa8"/>
     <path d="M1060 295 C 1110 295 1110 355 1060 355" fill="none" stroke="#5d8aa8" stroke-width="14"/>
     <ellipse cx="1000" cy="385" rx="95" ry="14" fill="#a98a6c"/>
     <path d="M975 250 C 960 225 990 210 975 185 M1010 250 C 995 225 1025 210 1010 185" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
    "#f1e6d6",
  ),
  // A desk with a laptop and a plant.
  "bureau.jpg": svg(
    `<rect y="340" width="1200" height="30" fill="#a7825f"/>
     <rect x="120" y="370" width="24" height="130" fill="#8e6c4d"/><rect x="1056" y="370" width="24" height="130" fill="#8e6c4d"/>
     <rect x="470" y="170" width="300" height="180" rx="10" fill="#3d4a57"/><rect x="488" y="188" width="264" height="144" fill="#cfe3ef"/>
     <rect x="430" y="340" width="380" height="14" rx="6" fill="#56626e"/>
     <rect x="250" y="260" width="90" height="80" rx="8" fill="#d9805f"/>
     <path d="M295 260 C 250 200 240 160 260 120 C 290 170 300 210 295 260 Z" fill="#5f9a6b"/>
     <path d="M295 260 C 330 190 360 170 390 160 C 370 210 340 240 295 260 Z" fill="#4e8a5c"/>
     <rect x="880" y="290" width="120" height="50" rx="6" fill="#e7d9b8"/><rect x="890" y="260" width="100" height="30" rx="6" fill="#c7b8e0"/>`,
    "#e6eef2",
  ),
  // Soft waves in blue and green (abstract, for the condition articles).
  "golven.jpg": svg(
    `<path d="M0 180 C 200 120 400 240 600 180 S 1000 120 1200 180 V500 H0 Z" fill="#bcd9e6"/>
     <path d="M0 260 C 220 200 420 320 640 260 S 1020 200 1200 250 V500 H0 Z" fill="#9cc5d8"/>
     <path d="M0 340 C 240 290 440 400 680 340 S 1040 290 1200 330 V500 H0 Z" fill="#8fbf9f"/>
     <path d="M0 420 C 260 380 460 470 720 420 S 1060 380 1200 410 V500 H0 Z" fill="#6fa77a"/>`,
    "#e9f3f7",
  ),
  // A window with morning light and a plant on the sill.
  "ochtendlicht.jpg": svg(
    `<rect x="380" y="60" width="440" height="330" fill="#fbe7b5" stroke="#ffffff" stroke-width="18"/>
     <line x1="600" y1="60" x2="600" y2="390" stroke="#ffffff" stroke-width="14"/><line x1="380" y1="225" x2="820" y2="225" stroke="#ffffff" stroke-width="14"/>
     <circle cx="700" cy="150" r="40" fill="#f6c96a"/>
     <rect x="340" y="390" width="520" height="26" fill="#f4efe6"/>
     <rect x="420" y="330" width="70" height="60" rx="8" fill="#d9805f"/>
     <path d="M455 330 C 420 280 420 250 440 220 C 465 260 470 290 455 330 Z" fill="#5f9a6b"/>
     <path d="M455 330 C 480 280 505 265 530 258 C 515 295 490 318 455 330 Z" fill="#4e8a5c"/>`,
    "#e8e2d6",
  ),
  // Two open hands holding a small sprout (for hands, aids and everyday tasks).
  "handen.jpg": svg(
    `<ellipse cx="600" cy="430" rx="420" ry="60" fill="#d7e4d2"/>
     <path d="M360 380 C 380 300 470 280 560 330 L 600 360 L 560 390 C 480 420 400 420 360 380 Z" fill="#e9b99a"/>
     <path d="M840 380 C 820 300 730 280 640 330 L 600 360 L 640 390 C 720 420 800 420 840 380 Z" fill="#dca98a"/>
     <path d="M600 350 C 600 300 600 260 600 220" stroke="#4e8a5c" stroke-width="10" fill="none" stroke-linecap="round"/>
     <path d="M600 260 C 560 240 540 210 545 180 C 580 190 600 220 600 260 Z" fill="#6fa77a"/>
     <path d="M600 240 C 640 220 660 190 655 160 C 620 170 600 200 600 240 Z" fill="#5f9a6b"/>`,
    "#f3efe7",
  ),
  // A kitchen counter with a bowl of fruit and a pan.
  "keuken.jpg": svg(
    `<rect y="320" width="1200" height="180" fill="#b9c7cf"/>
     <rect y="300" width="1200" height="24" fill="#e4e9ec"/>
     <ellipse cx="420" cy="290" rx="130" ry="40" fill="#f2f2f2" stroke="#c9d1d6" stroke-width="4"/>
     <circle cx="380" cy="255" r="34" fill="#e38b5a"/><circle cx="440" cy="250" r="32" fill="#8fbf6a"/><circle cx="410" cy="225" r="28" fill="#f0c85a"/>
     <rect x="720" y="230" width="220" height="70" rx="14" fill="#56626e"/>
     <rect x="940" y="250" width="140" height="16" rx="8" fill="#3d4a57"/>
     <path d="M780 210 C 770 185 795 170 785 145 M840 210 C 830 185 855 170 845 145" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" opacity="0.8"/>`,
    "#f6efe4",
  ),
  // A bicycle on a quiet road.
  "fiets.jpg": svg(
    `<rect y="380" width="1200" height="120" fill="#a9b6a0"/>
     <rect y="370" width="1200" height="14" fill="#d8d2c2"/>
     <circle cx="470" cy="310" r="70" fill="none" stroke="#3d4a57" stroke-width="12"/>
     <circle cx="730" cy="310" r="70" fill="none" stroke="#3d4a57" stroke-width="12"/>
     <path d="M470 310 L 560 220 L 680 220 L 730 310 M560 220 L 610 310 L 680 220 M610 310 L 470 310" fill="none" stroke="#d9805f" stroke-width="12" stroke-linejoin="round"/>
     <path d="M545 205 L 585 205 M680 220 L 690 180 L 720 180" fill="none" stroke="#3d4a57" stroke-width="12" stroke-linecap="round"/>
     <circle cx="960" cy="140" r="55" fill="#f6d27a"/>`,
    "#dbeaf3",
  ),
};

async function main(): Promise<void> {
  const outDir = path.resolve(__dirname, "..", "files");
  for (const [name, source] of Object.entries(drawings)) {
    const target = path.join(outDir, name);
    await sharp(Buffer.from(source)).jpeg({ quality: 78, mozjpeg: true }).toFile(target);
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
}

void main();
