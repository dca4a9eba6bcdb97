import { useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import type { Route } from "./+types/external";
import { Feedback, LocalFeedback } from "./feedback";
import { outcome, requireSection, type Outcome } from "./guard.server";
import { UploadTask, useUploads } from "./uploader";
import { useLiveTopics } from "~/modules/live/use-live";
import { imageMessages, type PastEventImage } from "~/modules/media/images";
import { deleteImage, listImages } from "~/modules/media/media.server";

export const meta = () => [{ title: "External · Dashboard" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireSection(context, "manage:past-events");
  return { images: await listImages(context.services.db), maxBytes: context.services.config.uploadMaxBytes };
}

export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const f = await request.formData();
  const { db, storage } = context.services;
  return outcome("delete-image", () => deleteImage(db, storage, context.actor, String(f.get("id") ?? "")), {
    success: imageMessages.deleted,
    failure: imageMessages.deleteFailed,
  });
}

const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`);

function ImageRow({ image, deleting, onDelete }: { image: PastEventImage; deleting: boolean; onDelete: () => void }) {
  return (
    <li className="list-group-item d-flex gap-2 align-items-center flex-wrap">
      <img src={image.thumb} alt="" width={96} height={64} loading="lazy" />
      <div className="small">
        <div className="word-break">
          <strong>{image.name}</strong>
        </div>
        <div className="word-break">
          <a href={image.url} target="_blank" rel="noreferrer">
            {image.url}
          </a>
        </div>
        <div className="text-muted word-break">
          {image.fullPath} · {kb(image.size)} ·{" "}
          <time dateTime={image.time}>{image.time.replace("T", " ").slice(0, 16)} UTC</time>
        </div>
      </div>
      <button type="button" className="btn btn-outline-danger btn-sm ms-auto" disabled={deleting} onClick={onDelete}>
        {deleting ? "Deleting..." : "Delete"}
        <span className="visually-hidden"> {image.name}</span>
      </button>
    </li>
  );
}

export default function External({ loaderData }: Route.ComponentProps) {
  useLiveTopics(["past-events"]);
  const { images, maxBytes } = loaderData;
  const revalidator = useRevalidator();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const { tasks, add, pause, resume, cancel } = useUploads((ok) => {
    if (ok) setMessage({ ok: true, text: imageMessages.allUploaded });
    void revalidator.revalidate();
  });
  // One delete at a time: that image's button shows 'Deleting...' and is disabled, then the list reloads.
  const remover = useFetcher<Outcome>({ key: "delete-image" });
  const deletingId = remover.state !== "idle" ? String(remover.formData?.get("id") ?? "") : null;

  function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    const files = [...(input.current?.files ?? [])];
    const images = files.filter((f) => f.type.startsWith("image/"));
    if (images.length === 0) {
      setMessage({ ok: false, text: imageMessages.none });
      return;
    }
    const tooBig = images.filter((f) => f.size > maxBytes);
    if (tooBig.length > 0) {
      setMessage({
        ok: false,
        text: `${tooBig.map((f) => f.name).join(", ")}: larger than the ${kb(maxBytes)} limit per file.`,
      });
      return;
    }
    add(images);
    if (input.current) input.current.value = "";
  }

  return (
    <>
      <section aria-labelledby="upload-title" className="dash-panel">
        <h2 id="upload-title" className="h4">
          Upload past-event images
        </h2>
        <form onSubmit={onSubmit} noValidate className="dash-form">
          <label className="form-label" htmlFor="images">
            Images (JPEG, PNG, WebP, GIF or AVIF; up to {kb(maxBytes)} each)
          </label>
          <div className="d-flex gap-2 flex-wrap">
            <input id="images" ref={input} type="file" multiple accept="image/*" className="form-control" />
            <button type="submit" className="btn btn-primary">
              Upload
            </button>
          </div>
        </form>
        {message ? <LocalFeedback ok={message.ok} message={message.text} /> : null}
        {tasks.length > 0 ? (
          <ul className="list-unstyled mt-3" aria-label="Uploads">
            {tasks.map((t) => (
              <UploadTask
                key={t.id}
                task={t}
                onPause={() => void pause(t)}
                onResume={() => resume(t)}
                onCancel={() => void cancel(t)}
              />
            ))}
          </ul>
        ) : null}
      </section>
      <section aria-labelledby="images-title" className="dash-panel">
        <h2 id="images-title" className="h4">
          Stored images
        </h2>
        <Feedback result={remover.state === "idle" ? remover.data : undefined} form="delete-image" />
        {images.length === 0 ? (
          <p>{imageMessages.empty}</p>
        ) : (
          <ul className="list-group image-list">
            {images.map((image) => (
              <ImageRow
                key={image.id}
                image={image}
                deleting={deletingId === image.id}
                onDelete={() => void remover.submit({ id: image.id }, { method: "post" })}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
