// Writes the small SVG drawings of the finder (one per cuisine) and the wellness notes (one per
// topic): ours, a few hundred bytes each. Run: node scripts/make-images.mjs
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const palette = ["#0b3d2e", "#1f6f52", "#2d5d7b", "#7a3e1d", "#5b3f8c", "#8c2f39", "#3c6e1f"];

function drawing(label, i, shape) {
  const bg = palette[i % palette.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180"><rect width="320" height="180" fill="${bg}"/><circle cx="160" cy="82" r="52" fill="#f7c948" opacity=".9"/>${shape}<text x="160" y="165" fill="#fff" font-family="sans-serif" font-size="15" font-weight="700" text-anchor="middle">${label}</text></svg>\n`;
}
const shapes = [
  '<circle cx="160" cy="82" r="34" fill="#fff"/><circle cx="160" cy="82" r="22" fill="none" stroke="#ddd" stroke-width="3"/>',
  '<rect x="132" y="62" width="56" height="40" rx="8" fill="#fff"/>',
  '<path d="M130 100 L160 50 L190 100 Z" fill="#fff"/>',
];
const slug = (s) => s.toLowerCase().replace(/[^a-z]+/g, "-");
const cuisines = [
  "Fast Food",
  "Fried Chicken",
  "Shawarma",
  "Pizza",
  "Grill",
  "Kebab",
  "Seafood",
  "Indo/Pakistani",
  "Mexican",
  "Hakka",
  "Uyghur",
  "Sushi",
  "Dessert",
];
mkdirSync(path.join(root, "public/images/food"), { recursive: true });
cuisines.forEach((c, i) =>
  writeFileSync(path.join(root, "public/images/food", `${slug(c)}.svg`), drawing(c, i, shapes[i % 3])),
);
const topics = [
  ["sleep", "Sleep"],
  ["stress", "Stress"],
  ["nutrition", "Nutrition"],
  ["gratitude", "Gratitude"],
  ["community", "Community"],
  ["movement", "Movement"],
];
mkdirSync(path.join(root, "public/images/wellness"), { recursive: true });
topics.forEach(([f, label], i) =>
  writeFileSync(path.join(root, "public/images/wellness", `${f}.svg`), drawing(label, i + 2, shapes[(i + 1) % 3])),
);
console.log("wrote", cuisines.length + topics.length, "drawings");
