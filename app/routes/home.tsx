import type { Route } from "./+types/home";
import { deferred } from "~/components/deferred";
import { getJummah } from "~/modules/jummah/jummah.server";
import { useLiveTopics } from "~/modules/live/use-live";
import { listImages } from "~/modules/media/media.server";
import { getPrayerToday } from "~/modules/prayer/prayer.server";
import type { RootData } from "~/root";
import homeCss from "~/styles/home.scss?url";

// Everything under the hero: below the fold on every screen (the hero fills the first one), so
// its code loads after the first paint while the server's HTML stands.
const HomeLower = deferred(() => import("~/components/home/home-lower"));

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const [prayer, jummah, images] = await Promise.all([
    getPrayerToday(db, config.prayer),
    getJummah(db),
    listImages(db),
    HomeLower.preload(),
  ]);
  return { prayer, jummah, images };
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  const name = root?.identity.name ?? "Muslim Students' Association";
  return [
    { title: name },
    { name: "description", content: `${name}: prayer times, Jumu'ah, events, prayer spaces, halal food and more.` },
  ];
}

export default function Home({ matches, loaderData }: Route.ComponentProps) {
  const root = matches[0]?.loaderData as RootData;
  const { identity, navForms } = root;
  useLiveTopics(["prayer-times", "jummah", "past-events"]);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <img
          className="hero-image"
          src="/images/campus-hero.svg"
          width="1600"
          height="900"
          alt=""
          fetchPriority="high"
          decoding="async"
        />
        <div className="hero-inner">
          <h1 id="hero-title">{identity.name}</h1>
          <a className="scroll-down" href="#welcome" aria-label="Scroll down to the welcome section">
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </a>
        </div>
      </section>
      <HomeLower
        prayer={loaderData.prayer}
        jummah={loaderData.jummah}
        identity={identity}
        navForms={navForms}
        images={loaderData.images}
      />
    </>
  );
}
