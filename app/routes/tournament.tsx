import { useEffect, useRef, useState } from "react";
import Modal from "react-bootstrap/Modal";
import { Swiper, SwiperSlide } from "swiper/react";
import { A11y, Navigation, Pagination } from "swiper/modules";
import "swiper/css";
import "swiper/css/navigation";
import "swiper/css/pagination";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/tournament";
import { pageTitle } from "~/lib/meta";
import type { RootData } from "~/root";
import { getSnapshot } from "~/modules/tournament/tournament.server";
import { DonationLinks } from "~/modules/tournament/components/donation-links";
import { useTournamentSnapshot } from "~/modules/tournament/components/use-snapshot";
import "~/styles/tournament.scss";

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.loaderData as RootData | undefined;
  return [
    { title: pageTitle("Charity Soccer Tournament", root?.identity.shortName) },
    {
      name: "description",
      content: "A multi-university charity soccer tournament: schedule, live scores and donations.",
    },
  ];
}

export async function loader({ context }: Route.LoaderArgs) {
  return (await getSnapshot(context.services.db)).snapshot;
}

export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

const images = [
  { src: "/tournament/kickoff.svg", alt: "Kick-off on the tournament field" },
  { src: "/tournament/sisters.svg", alt: "The sisters' division" },
  { src: "/tournament/brothers.svg", alt: "The brothers' division" },
  { src: "/tournament/crowd.svg", alt: "Supporters cheering for charity" },
  { src: "/tournament/prayer.svg", alt: "Prayer between games" },
  { src: "/tournament/trophy.svg", alt: "The final" },
];

function HeroVideo() {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // Moving pictures only when the visitor has not asked for reduced motion; always silent.
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    video.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, []);
  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().then(() => setPlaying(true));
    else {
      video.pause();
      setPlaying(false);
    }
  };
  return (
    <>
      <video ref={ref} muted loop playsInline preload="metadata" poster="/tournament/poster.svg" aria-hidden="true">
        <source src="/tournament/hero.webm" type="video/webm" />
      </video>
      <button type="button" className="btn btn-sm btn-outline-light video-toggle" onClick={toggle}>
        {playing ? "Pause background video" : "Play background video"}
      </button>
    </>
  );
}

export default function Tournament({ loaderData, matches }: Route.ComponentProps) {
  const root = matches[0]?.loaderData as RootData | undefined;
  const product = root?.identity.shortName ?? "UWMSA";
  const linkHub = root?.identity.socials.find((s) => s.label === "Link hub")?.url;
  const { snapshot } = useTournamentSnapshot(loaderData);
  const [enlarged, setEnlarged] = useState<(typeof images)[number] | null>(null);
  const toDonate = () => {
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    document.getElementById("donate")?.scrollIntoView({ behavior: smooth ? "smooth" : "auto" });
    document.getElementById("donate-heading")?.focus({ preventScroll: true });
  };
  return (
    <div className="tournament-page">
      <section className="tournament-hero">
        <HeroVideo />
        <div className="hero-overlay" />
        <div className="hero-content">
          <h1>{product} Charity Soccer Tournament</h1>
          <p className="lead">Universities from across Ontario play for charity. Follow every game live.</p>
          <div className="hero-buttons">
            <a className="btn btn-warning btn-lg" href="/live">
              Schedule &amp; Live Updates
            </a>
            <a
              className="btn btn-outline-light btn-lg"
              href="#donate"
              onClick={(e) => {
                e.preventDefault();
                toDonate();
              }}
            >
              Donate
            </a>
            {linkHub ? (
              <a className="btn btn-outline-light btn-lg" href={linkHub} target="_blank" rel="noopener noreferrer">
                Link Hub<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
            <a className="btn btn-outline-light btn-lg" href="/our-impact">
              Our Impact
            </a>
          </div>
        </div>
      </section>

      <section id="donate" className="container page-section" aria-labelledby="donate-heading">
        <h2 id="donate-heading" tabIndex={-1}>
          Donate
        </h2>
        <p>
          Every team plays for a cause. All donations go to the charities each MSA supports this year: orphan
          sponsorship, emergency relief and local food security. Give through your own MSA&apos;s page below; every
          dollar counts toward the tournament total.
        </p>
        <DonationLinks links={snapshot.donationLinks} product={product} />
      </section>

      <section className="container page-section tournament-carousel" aria-labelledby="gallery-heading">
        <h2 id="gallery-heading">Gallery</h2>
        <Swiper
          modules={[Navigation, Pagination, A11y]}
          slidesPerView={1}
          loop
          spaceBetween={30}
          navigation
          pagination={{ clickable: true }}
        >
          {images.map((img) => (
            <SwiperSlide key={img.src}>
              <button type="button" className="carousel-button" onClick={() => setEnlarged(img)}>
                <img src={img.src} alt={img.alt} height={500} loading="lazy" />
                <span className="visually-hidden">Enlarge</span>
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      </section>

      <Modal
        show={Boolean(enlarged)}
        onHide={() => setEnlarged(null)}
        size="xl"
        centered
        aria-labelledby="enlarged-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="enlarged-title">{enlarged?.alt}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {enlarged ? <img className="enlarged-image" src={enlarged.src} alt={enlarged.alt} /> : null}
        </Modal.Body>
      </Modal>
    </div>
  );
}
