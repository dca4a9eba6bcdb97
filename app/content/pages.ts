// The information pages of SPEC §2, as data. Sample content where the association's own text is
// not ours to write (room numbers, access notes, caterers, figures): a committee replaces it here.
// Every page is checked against pageSchema in content.test.ts and at build (routes parse it).
import { documentById, wellnessNotes } from "./documents";
import type { ContentLink, ContentPage } from "./schema";

const doc = (id: string): ContentLink => {
  const d = documentById(id);
  return { label: d.title, href: d.href };
};
const campusMap =
  "https://www.openstreetmap.org/export/embed.html?bbox=-80.5600%2C43.4650%2C-80.5330%2C43.4770&layer=mapnik";
const volunteer = "https://forms.gle/msa-volunteer-sample";

const building = (title: string, room: string, note: string): { title: string; lines: string[] } => ({
  title,
  lines: [`Room: ${room}`, note],
});

export const pages: ContentPage[] = [
  {
    path: "/our-mission",
    title: "Our Mission",
    description:
      "The goals of the Muslim Students' Association: an Islamic environment on campus, awareness of Islam, and a voice for Muslim students.",
    blocks: [
      { type: "heading", text: "Our Goals" },
      {
        type: "list",
        items: [
          "To provide an Islamic environment for Muslims at the university.",
          "To raise awareness of Islam among non-Muslims.",
          "To voice the concerns of Muslim students as an official body to third bodies.",
        ],
      },
      { type: "heading", text: "What We Do" },
      {
        type: "cards",
        items: [
          {
            title: "Worship",
            text: "Daily congregational prayers, Jumu'ah on campus, prayer spaces and Ramadan programs.",
            links: [],
          },
          {
            title: "Community",
            text: "Socials, iftars, halaqas and support so every Muslim student finds a home here.",
            links: [],
          },
          {
            title: "Outreach",
            text: "Islam Awareness Week, interfaith dialogue and charity work with the wider community.",
            links: [],
          },
        ],
      },
      { type: "heading", text: "Our Governing Documents" },
      {
        type: "buttons",
        links: [
          { ...doc("constitution"), label: "View the Constitution (PDF)" },
          { ...doc("code-of-conduct"), label: "View the Code of Conduct (PDF)" },
        ],
      },
      { type: "text", paragraphs: ["We begin our work acknowledging the land we gather on."] },
      { type: "buttons", links: [{ label: "Land Acknowledgement", href: "/land-acknowledgement" }] },
    ],
  },
  {
    path: "/land-acknowledgement",
    title: "Land Acknowledgement",
    description:
      "We acknowledge that we live, learn and pray on the traditional territory of the Neutral, Anishinaabeg and Haudenosaunee peoples.",
    blocks: [
      {
        type: "text",
        paragraphs: [
          "We acknowledge that we live, learn and pray on the traditional territory of the Neutral, Anishinaabeg and Haudenosaunee peoples. The university is situated on the Haldimand Tract, the land promised to the Six Nations that includes six miles on each side of the Grand River.",
          "As Muslims we are taught to honour covenants and to stand for justice. We commit to learning the history of this land, to supporting Indigenous communities, and to building relationships grounded in respect.",
        ],
      },
    ],
  },
  {
    path: "/subteams",
    title: "Subteams",
    description:
      "Our streams, the Orphan Sponsorship Program and the Islamic Information Center, and the six subteams that run the MSA. Volunteer with us.",
    blocks: [
      { type: "heading", text: "Streams" },
      {
        type: "cards",
        items: [
          {
            title: "Orphan Sponsorship Program",
            text: "Students sponsor orphans abroad together, one monthly contribution at a time.",
            links: [
              { label: "Learn more", href: "https://example.org/orphan-sponsorship" },
              { label: "Contact", href: "mailto:osp@msa.example.org" },
              { label: "Volunteer", href: volunteer },
            ],
          },
          {
            title: "Islamic Information Center",
            text: "Answers questions about Islam with booths, talks and free literature on campus.",
            links: [
              { label: "Learn more", href: "https://example.org/islamic-information-center" },
              { label: "Contact", href: "mailto:iic@msa.example.org" },
              { label: "Volunteer", href: volunteer },
            ],
          },
        ],
      },
      { type: "heading", text: "Subteams" },
      {
        type: "cards",
        items: [
          ["Education", "Halaqas, Fiqh Q&A, wellness tips and the Jumu'ah khateeb roster.", "education"],
          ["Marketing", "Posters, social media, photography and the newsletter.", "marketing"],
          ["Events", "Iftars, socials, Islam Awareness Week and the charity tournament.", "events"],
          ["Tech", "This website, the app and the tools the team uses.", "tech"],
          ["Internal", "Volunteers, prayer spaces, feedback and member care.", "internal"],
          ["Finance", "Budgets, sponsorships, donations and the financial reports.", "finance"],
        ].map(([title, text, box]) => ({
          title: title!,
          text,
          links: [{ label: `${box}@msa.example.org`, href: `mailto:${box}@msa.example.org` }],
        })),
      },
      { type: "heading", text: "Get Involved" },
      { type: "buttons", links: [{ label: "General Volunteer Sign-up", href: volunteer }] },
    ],
  },
  {
    path: "/our-impact",
    title: "Our Impact",
    description:
      "4000+ iftar meals served in Ramadan, our reach on social media, and the initiatives your donations make possible. Support the MSA.",
    blocks: [
      {
        type: "stats",
        items: [
          { value: "4000+", label: "iftar meals served last Ramadan" },
          { value: "30", label: "nights of community iftar" },
          { value: "150+", label: "volunteers" },
        ],
      },
      {
        type: "chart",
        title: "Iftar meals by caterer",
        unit: "meals",
        items: [
          { label: "Lazeez Corner", value: 1200 },
          { label: "Karachi Kitchen", value: 950 },
          { label: "Anatolia Kebab House", value: 800 },
          { label: "Lahore Tikka House", value: 650 },
          { label: "Silk Road Uyghur Cuisine", value: 450 },
        ],
      },
      { type: "heading", text: "On Social Media" },
      {
        type: "stats",
        items: [
          { value: "6,500", label: "Instagram followers" },
          { value: "1.2M", label: "views in Ramadan" },
          { value: "2,300", label: "Discord members" },
        ],
      },
      { type: "heading", text: "Initiatives" },
      {
        type: "list",
        items: [
          "Daily iftar during Ramadan, free for every student.",
          "The multi-university charity soccer tournament.",
          "Orphan sponsorship and the Islamic Information Center.",
          "Prayer spaces kept clean and stocked across campus.",
        ],
      },
      { type: "buttons", links: [{ label: "Donate", href: "https://wusa.ca/" }] },
    ],
  },
  {
    path: "/election-results",
    title: "Election Results",
    description:
      "Results of the Muslim Students' Association executive elections, posted here once the election committee confirms them.",
    blocks: [
      { type: "text", paragraphs: ["Each year members elect the executive committee that runs the association."] },
      {
        type: "cards",
        items: [],
        empty: "Election results will be posted here once they are confirmed. Please check back soon.",
      },
    ],
  },
  {
    path: "/events",
    title: "Events",
    description:
      "Upcoming MSA events on campus: halaqas, socials, iftars and talks. Browse the calendar or subscribe to every event.",
    blocks: [
      {
        type: "embed",
        title: "MSA events calendar",
        src: "https://calendar.google.com/calendar/embed?src=msa.events.sample%40gmail.com&ctz=America%2FToronto&mode=AGENDA",
        height: 550,
      },
      {
        type: "buttons",
        links: [
          {
            label: "SUBSCRIBE TO ALL EVENTS",
            href: "https://calendar.google.com/calendar/render?cid=msa.events.sample%40gmail.com",
          },
        ],
      },
    ],
  },
  {
    path: "/prayer-spaces",
    title: "Prayer Spaces",
    description:
      "Where to pray on campus: 15 buildings with room numbers and access notes, nearby mosques, a map and the feedback survey.",
    blocks: [
      { type: "heading", text: "On Campus" },
      {
        type: "accordion",
        items: [
          building(
            "Student Life Centre (SLC)",
            "SLC 3252",
            "Main prayer room with wudu area; open during building hours.",
          ),
          building(
            "Mathematics & Computer (MC)",
            "MC 2018",
            "Brothers and sisters sections; Jumu'ah 2 and Grad Jumu'ah.",
          ),
          building("Davis Centre (DC)", "DC 2568", "Quiet room; ask at the library desk if locked."),
          building(
            "Engineering 7 (E7)",
            "E7 2409",
            "Multi-faith room; book through the engineering society for groups.",
          ),
          building("Engineering 5 (E5)", "E5 3006", "Small room; door code shared in the MSA Discord."),
          building("Quantum-Nano Centre (QNC)", "QNC 1507", "Reflection room on the first floor."),
          building("Physical Activities Complex (PAC)", "PAC 2012", "Use the side room near the gym office."),
          building("Applied Health Sciences (BMH)", "BMH 1012", "Shared quiet room; keep shoes on the rack."),
          building("Environment 3 (EV3)", "EV3 3406", "Open weekdays 8am to 6pm."),
          building("South Campus Hall (SCH)", "SCH 228", "Ask at the front desk for the key."),
          building("Hagey Hall (HH)", "HH 2104", "Seminar room free at midday on weekdays."),
          building("Modern Languages (ML)", "ML 354", "Multi-faith space; quiet hours apply."),
          building("Dana Porter Library (DP)", "DP 416", "Reflection room; student card access."),
          building("Science Teaching Complex (STC)", "STC 0040", "Basement room; door code in the MSA Discord."),
          building("Mathematics 3 (M3)", "M3 1006", "Shared room; please leave it as you found it."),
        ],
      },
      { type: "heading", text: "Off Campus" },
      {
        type: "accordion",
        items: [
          { title: "Waterloo Masjid", lines: ["213 Erb St W, Waterloo, ON"] },
          { title: "Kitchener Masjid (sample)", lines: ["1 Sample Rd, Kitchener, ON"] },
          { title: "Cambridge Masjid (sample)", lines: ["2 Sample St, Cambridge, ON"] },
        ],
      },
      { type: "embed", title: "Map of the campus prayer spaces", src: campusMap, height: 480 },
      { type: "heading", text: "Tell Us" },
      { type: "text", paragraphs: ["Is a room locked, moved or untidy? Let the internal team know."] },
      {
        type: "buttons",
        links: [
          { label: "Prayer Space Feedback Survey", href: "https://forms.gle/msa-prayer-space-sample" },
          { label: "Contact Us", href: "/contact-us" },
        ],
      },
    ],
  },
  {
    path: "/on-campus-halal-food",
    title: "On-campus Halal Food",
    description:
      "Halal food on campus, building by building: outlets with halal options, which are closed, and a map of where to find them.",
    blocks: [
      {
        type: "accordion",
        items: [
          {
            title: "Student Life Centre (SLC)",
            lines: ["Shawarma counter and pizza with halal chicken."],
            links: [{ label: "SLC food court", href: "https://uwaterloo.ca/food-services/locations-and-hours" }],
          },
          {
            title: "Mathematics & Computer (MC)",
            lines: ["Grab-and-go wraps with halal chicken."],
            links: [{ label: "MC café", href: "https://uwaterloo.ca/food-services/locations-and-hours" }],
          },
          {
            title: "Davis Centre (DC)",
            badge: "Closed",
            lines: ["The halal grill is closed for renovation this term."],
            links: [],
          },
          {
            title: "Village 1 Dining",
            lines: ["Halal station at lunch and dinner."],
            links: [{ label: "V1 dining hall", href: "https://uwaterloo.ca/food-services/locations-and-hours" }],
          },
          {
            title: "Ron Eydt Village (REV)",
            lines: ["Halal stir-fry on weekdays."],
            links: [{ label: "REV dining hall", href: "https://uwaterloo.ca/food-services/locations-and-hours" }],
          },
          {
            title: "Engineering 7 (E7)",
            badge: "Closed",
            lines: ["The E7 café no longer sells halal items."],
            links: [],
          },
        ],
      },
      { type: "embed", title: "Map of on-campus halal food", src: campusMap, height: 480 },
      { type: "buttons", links: [{ label: "Off-campus Halal Food", href: "/off-campus-halal-food" }] },
    ],
  },
  {
    path: "/housing",
    title: "Housing",
    description:
      "Finding housing near campus: listings, public groups for Muslim students, campus residences and the housing request form.",
    blocks: [
      { type: "heading", text: "Listings" },
      {
        type: "buttons",
        links: [
          { label: "Off-campus housing listings", href: "https://uwaterloo.ca/off-campus-housing/" },
          { label: "Sublets board", href: "https://example.org/sublets" },
        ],
      },
      { type: "heading", text: "Public Groups" },
      {
        type: "buttons",
        links: [
          { label: "Muslim housing group (brothers)", href: "https://chat.whatsapp.com/" },
          { label: "Muslim housing group (sisters)", href: "https://chat.whatsapp.com/" },
        ],
      },
      { type: "heading", text: "Campus Housing" },
      { type: "buttons", links: [{ label: "Campus residences", href: "https://uwaterloo.ca/housing/" }] },
      { type: "heading", text: "Looking for a Roommate?" },
      {
        type: "text",
        paragraphs: ["Fill in the housing form and the internal team will help you find Muslim roommates."],
      },
      { type: "buttons", links: [{ label: "Housing form", href: "https://forms.gle/msa-housing-sample" }] },
    ],
  },
  {
    path: "/wellness-tips",
    title: "Wellness Tips",
    description:
      "Notes on wellness for Muslim students: sleep, stress, nutrition, gratitude, community and movement. Download each note as a PDF.",
    blocks: [
      { type: "text", paragraphs: ["Six topics, eight notes. Each opens as a PDF."] },
      {
        type: "cards",
        items: [
          ["Sleep and Salah", "sleep", ["wellness-sleep"]],
          ["Managing Stress", "stress", ["wellness-stress-part-1", "wellness-stress-part-2"]],
          ["Eating Well on Campus", "nutrition", ["wellness-nutrition"]],
          ["Gratitude", "gratitude", ["wellness-gratitude-part-1", "wellness-gratitude-part-2"]],
          ["Finding Community", "community", ["wellness-community"]],
          ["Move Your Body", "movement", ["wellness-movement"]],
        ].map(([title, image, ids]) => ({
          title: title as string,
          image: { src: `/images/wellness/${image as string}.svg`, width: 320, height: 180 },
          links: (ids as string[]).map((id) => {
            const d = wellnessNotes.find((n) => n.id === id)!;
            const part = /Part (\d)/.exec(d.title);
            return { label: part ? `Part ${part[1]} (PDF)` : "Read the note (PDF)", href: d.href };
          }),
        })),
      },
    ],
  },
  {
    path: "/past-videos",
    title: "Past Videos",
    description:
      "Recorded khutbahs, halaqas and talks from past MSA events, in three playlists on our YouTube channel.",
    blocks: [
      {
        type: "buttons",
        links: [
          { label: "Jumu'ah Khutbahs", href: "https://www.youtube.com/playlist?list=PL-sample-khutbahs" },
          { label: "Halaqas", href: "https://www.youtube.com/playlist?list=PL-sample-halaqas" },
          { label: "Events and Talks", href: "https://www.youtube.com/playlist?list=PL-sample-talks" },
        ],
      },
    ],
  },
  {
    path: "/blogs",
    title: "Blogs",
    description:
      "The MSA blog: reflections, reminders and stories from our members. A major update is coming in mid-July 2025.",
    blocks: [{ type: "text", paragraphs: ["Our blog is getting a major update, coming mid-July 2025. Stay tuned!"] }],
  },
  {
    path: "/resources",
    title: "Resources",
    description:
      "Learning resources from the MSA education team: wellness tips, past videos, blogs and the Fiqh Q&A question form.",
    blocks: [
      {
        type: "cards",
        items: [
          {
            title: "Wellness Tips",
            text: "Notes on sleep, stress, food, gratitude and more.",
            links: [{ label: "Read the notes", href: "/wellness-tips" }],
          },
          {
            title: "Past Videos",
            text: "Khutbahs, halaqas and talks.",
            links: [{ label: "Watch", href: "/past-videos" }],
          },
          { title: "Blogs", text: "Reflections from our members.", links: [{ label: "Read", href: "/blogs" }] },
          {
            title: "Fiqh Q&A",
            text: "Ask a question about Islamic jurisprudence.",
            links: [{ label: "Submit a question", href: "/fiqh-qna-submission" }],
          },
        ],
      },
    ],
  },
  {
    path: "/pages/app-privacy-policy",
    title: "App Privacy Policy",
    description:
      "How the MSA app and website handle your information: what we collect, why, how long we keep it, and your choices.",
    blocks: [
      { type: "text", paragraphs: ["Last updated: December 2nd, 2024"] },
      { type: "heading", text: "What we collect" },
      {
        type: "text",
        paragraphs: [
          "The app shows prayer times, events and announcements without an account. If you turn on notifications we keep a push subscription so we can send you announcements.",
          "When you use the Contact Us or Fiqh Q&A forms we store what you send (your name, e-mail address and message or question) so the right team can answer you.",
        ],
      },
      { type: "heading", text: "How we use it" },
      {
        type: "text",
        paragraphs: [
          "Only to answer you and to send the announcements you asked for. We do not sell or share your information, and we do not use advertising trackers.",
        ],
      },
      { type: "heading", text: "How long we keep it" },
      {
        type: "text",
        paragraphs: [
          "Messages are kept for up to one academic year, then deleted. You can ask us to delete them sooner.",
        ],
      },
      { type: "heading", text: "Contact" },
      { type: "text", paragraphs: ["Questions about this policy: write to us through the Contact Us page."] },
      { type: "buttons", links: [{ label: "Contact Us", href: "/contact-us" }] },
    ],
  },
];
