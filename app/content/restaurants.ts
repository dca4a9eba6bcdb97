// The off-campus halal food list (SPEC §3 Restaurant, §9 cuisines, levels and methods). Sample
// content: the names are made up and the halal details are illustrative; a committee replaces
// them with its own verified list. Checked by zod (restaurantSchema in schema.ts) at server start and in content.test.ts;
// no zod here, so the finder page does not ship it to the browser.

export const cuisines = [
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
] as const;
export const halalLevels = ["All Halal", "Partially Halal", "Vegetarian", "Kosher Dairy"] as const;
export const slaughterMethods = [
  "Mixed (Hand / Machine)",
  "Machine-Slaughtered",
  "Hand-Slaughtered",
  "Unknown Method",
  "N/A Method",
] as const;

export interface Restaurant {
  name: string;
  addresses: string[];
  cuisine: (typeof cuisines)[number];
  halalLevel: (typeof halalLevels)[number];
  slaughterMethod: (typeof slaughterMethods)[number];
  website: string;
  mapsUrl: string;
  imageUrl: string;
}

export const cuisineSlug = (c: (typeof cuisines)[number]) => c.toLowerCase().replace(/[^a-z]+/g, "-");

type Row = [
  name: string,
  addresses: string[],
  cuisine: (typeof cuisines)[number],
  level: (typeof halalLevels)[number],
  method: (typeof slaughterMethods)[number],
];

const rows: Row[] = [
  ["Lazeez Corner", ["170 University Ave W, Waterloo"], "Shawarma", "All Halal", "Hand-Slaughtered"],
  ["Phillip Street Shawarma", ["330 Phillip St, Waterloo"], "Shawarma", "All Halal", "Machine-Slaughtered"],
  [
    "Cedar Grill House",
    ["255 King St N, Waterloo", "1 Victoria St S, Kitchener"],
    "Shawarma",
    "All Halal",
    "Mixed (Hand / Machine)",
  ],
  ["Columbia Crispy Chicken", ["450 Columbia St W, Waterloo"], "Fried Chicken", "All Halal", "Machine-Slaughtered"],
  ["Golden Wing Fried Chicken", ["93 Lester St, Waterloo"], "Fried Chicken", "All Halal", "Hand-Slaughtered"],
  ["Uptown Burger Bar", ["22 King St S, Waterloo"], "Fast Food", "Partially Halal", "Machine-Slaughtered"],
  ["Northfield Burgers", ["580 Weber St N, Waterloo"], "Fast Food", "All Halal", "Machine-Slaughtered"],
  ["Quick Bite Express", ["247 King St N, Waterloo"], "Fast Food", "Partially Halal", "Unknown Method"],
  ["Slice of Waterloo", ["160 University Ave W, Waterloo"], "Pizza", "All Halal", "Machine-Slaughtered"],
  [
    "Stone Oven Pizzeria",
    ["75 King St S, Waterloo", "1400 Ottawa St S, Kitchener"],
    "Pizza",
    "Partially Halal",
    "Unknown Method",
  ],
  ["Margherita Veggie Pizza", ["305 King St W, Kitchener"], "Pizza", "Vegetarian", "N/A Method"],
  ["Charcoal Grill Kitchen", ["1 Erb St W, Waterloo"], "Grill", "All Halal", "Hand-Slaughtered"],
  ["Ember Steakhouse", ["4 King St N, Waterloo"], "Grill", "Partially Halal", "Machine-Slaughtered"],
  ["Bridgeport Grill", ["500 Bridgeport Rd E, Waterloo"], "Grill", "All Halal", "Mixed (Hand / Machine)"],
  ["Anatolia Kebab House", ["203 Lester St, Waterloo"], "Kebab", "All Halal", "Hand-Slaughtered"],
  ["Persian Kebab Garden", ["585 Weber St N, Waterloo"], "Kebab", "All Halal", "Hand-Slaughtered"],
  ["Kebab Stop", ["65 University Ave E, Waterloo"], "Kebab", "All Halal", "Machine-Slaughtered"],
  ["Harbour Fish & Chips", ["280 Lester St, Waterloo"], "Seafood", "Partially Halal", "N/A Method"],
  ["Grand River Seafood", ["100 Regina St S, Waterloo"], "Seafood", "All Halal", "N/A Method"],
  ["Karachi Kitchen", ["339 Albert St, Waterloo"], "Indo/Pakistani", "All Halal", "Hand-Slaughtered"],
  [
    "Lahore Tikka House",
    ["1 Weber St N, Waterloo", "385 Fairway Rd S, Kitchener"],
    "Indo/Pakistani",
    "All Halal",
    "Hand-Slaughtered",
  ],
  ["Bombay Spice Express", ["150 University Ave W, Waterloo"], "Indo/Pakistani", "All Halal", "Mixed (Hand / Machine)"],
  ["Biryani Point", ["420 Erb St W, Waterloo"], "Indo/Pakistani", "All Halal", "Machine-Slaughtered"],
  ["Dosa Junction", ["232 King St N, Waterloo"], "Indo/Pakistani", "Vegetarian", "N/A Method"],
  ["Taqueria Norte", ["103 King St N, Waterloo"], "Mexican", "Partially Halal", "Unknown Method"],
  ["Burrito Barn", ["170 University Ave W, Waterloo"], "Mexican", "All Halal", "Machine-Slaughtered"],
  ["Hakka Wok", ["255 Northfield Dr E, Waterloo"], "Hakka", "All Halal", "Machine-Slaughtered"],
  ["Chilli Garden Hakka", ["658 Erb St W, Waterloo"], "Hakka", "All Halal", "Mixed (Hand / Machine)"],
  ["Silk Road Uyghur Cuisine", ["160 Columbia St W, Waterloo"], "Uyghur", "All Halal", "Hand-Slaughtered"],
  ["Tianshan Noodle House", ["465 Phillip St, Waterloo"], "Uyghur", "All Halal", "Hand-Slaughtered"],
  ["Sakura Sushi", ["220 King St N, Waterloo"], "Sushi", "Partially Halal", "N/A Method"],
  ["Ocean Roll Sushi", ["550 King St N, Waterloo"], "Sushi", "All Halal", "Unknown Method"],
  ["Sweet Crescent Desserts", ["130 University Ave W, Waterloo"], "Dessert", "All Halal", "N/A Method"],
  ["Kunafa Corner", ["402 King St W, Kitchener"], "Dessert", "Vegetarian", "N/A Method"],
  ["Creamery Gelato", ["8 Erb St E, Waterloo"], "Dessert", "Kosher Dairy", "N/A Method"],
  ["Bagel & Cheese Deli", ["75 Weber St N, Waterloo"], "Fast Food", "Kosher Dairy", "N/A Method"],
  ["Falafel Stop", ["247 King St N, Waterloo"], "Shawarma", "Vegetarian", "N/A Method"],
  ["Wing Station", ["35 University Ave E, Waterloo"], "Fried Chicken", "Partially Halal", "Mixed (Hand / Machine)"],
  ["Adana Grill & Kebab", ["600 Doon Village Rd, Kitchener"], "Kebab", "All Halal", "Mixed (Hand / Machine)"],
  ["Lakeshore Pizza & Wings", ["450 Columbia St W, Waterloo"], "Pizza", "All Halal", "Hand-Slaughtered"],
];

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const restaurants: Restaurant[] = rows.map(([name, addresses, cuisine, halalLevel, slaughterMethod]) => ({
  name,
  addresses,
  cuisine,
  halalLevel,
  slaughterMethod,
  website: `https://example.com/restaurants/${slug(name)}`,
  mapsUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${name}, ${addresses[0]}`)}`,
  imageUrl: `/images/food/${cuisineSlug(cuisine)}.svg`,
}));
