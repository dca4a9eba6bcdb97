// Home's Past Events carousel (SPEC §2, §9). The slider (Swiper) is imported after hydration,
// when the section comes near the viewport, so it never weighs on the first load of `/`. The
// enlarge modal is a native <dialog>: focus is kept inside, and Escape closes it.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { PastEventImage } from "~/modules/media/images";
import { useNear } from "./use-near";

const PastEventsSwiper = lazy(() => import("./past-events-swiper"));

export function PastEvents({ images }: { images: PastEventImage[] }) {
  const section = useRef<HTMLElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const near = useNear(section);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState<PastEventImage | null>(null);

  useEffect(() => {
    if (open && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [open]);

  const loading = images.length > 0 && !ready;
  return (
    <section ref={section} className="container page-section past-events" aria-labelledby="past-events-title">
      <h2 id="past-events-title">Past Events</h2>
      {images.length === 0 ? <p className="text-muted">Photos of our past events will appear here.</p> : null}
      {loading ? (
        <div className="past-events-loading" role="status">
          <span className="home-spinner" aria-hidden="true" />
          <span>Loading Past Events...</span>
        </div>
      ) : null}
      {near && images.length > 0 ? (
        <div className={ready ? undefined : "past-events-pending"}>
          <Suspense fallback={null}>
            <PastEventsSwiper images={images} onOpen={setOpen} onReady={() => setReady(true)} />
          </Suspense>
        </div>
      ) : null}
      <dialog
        ref={dialog}
        className="enlarge-dialog"
        aria-label="Enlarged past event photo"
        onClose={() => setOpen(null)}
        onClick={(e) => {
          // A click on the backdrop (outside the picture) closes it too.
          if (e.target === e.currentTarget) dialog.current?.close();
        }}
      >
        {open ? (
          <>
            <button type="button" className="enlarge-close" onClick={() => dialog.current?.close()} aria-label="Close">
              ×
            </button>
            <img src={open.url} srcSet={open.srcSet} sizes="90vw" alt="Past event photo, enlarged" />
          </>
        ) : null}
      </dialog>
    </section>
  );
}
