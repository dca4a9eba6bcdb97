import { Link } from "react-router";
import type { Route } from "./+types/home";
import { CtaLink } from "~/components/cta-link";
import { JummahBlock } from "~/components/home/jummah-block";
import { PrayerTimesBlock } from "~/components/home/prayer-times-block";
import { PastEvents } from "~/components/home/past-events";
import { PushOptIn } from "~/components/home/push-opt-in";
import { getJummah } from "~/modules/jummah/jummah.server";
import { useLiveTopics } from "~/modules/live/use-live";
import { listImages } from "~/modules/media/media.server";
import { getPrayerToday } from "~/modules/prayer/prayer.server";
import type { RootData } from "~/root";
import homeCss from "~/styles/home.scss?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: homeCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const { db, config } = context.services;
  const [prayer, jummah, images] = await Promise.all([
    getPrayerToday(db, config.prayer),
    getJummah(db),
    listImages(db),
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
  useLiveTopics(["prayer-times", "jummah", "past-events"]);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <h1 id="hero-title">{root.identity.name}</h1>
          <a className="scroll-down" href="#welcome" aria-label="Scroll down to the welcome section">
            <svg viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
              <path d="M4 8l8 8 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            </svg>
          </a>
        </div>
      </section>
      <section id="welcome" className="container page-section">
        <h2>Assalamu alaikum, welcome!</h2>
        <p>
          We are the {root.identity.shortName}: students serving students, on campus and beyond. Read{" "}
          <Link to="/our-mission">our mission</Link> to learn what we do and why.
        </p>
        <CtaLink to="/our-mission">Our Mission</CtaLink>
      </section>
      <PrayerTimesBlock data={loaderData.prayer} />
      <JummahBlock info={loaderData.jummah} />
      <PastEvents images={loaderData.images} />
      <section className="container page-section" aria-labelledby="notify-title">
        <h2 id="notify-title" className="h4">
          Notifications
        </h2>
        <PushOptIn />
      </section>
    </>
  );
}
