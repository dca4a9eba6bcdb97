// Resumable uploads in the browser (tus-js-client), one task per file, with the task states of
// SPEC §4: pause only from running; resume from paused or pausing; cancel from running or pausing.
// An interrupted upload (network drop, reload) resumes where it stopped: tus-js-client keeps the
// upload's address in localStorage, keyed by the file's fingerprint, and we look it up on start.
import { useEffect, useRef, useState } from "react";
import { Upload } from "tus-js-client";
import { imageMessages } from "~/modules/media/images";

export type TaskState = "running" | "pausing" | "paused" | "canceling" | "canceled" | "success" | "error";

export interface Task {
  id: string;
  name: string;
  size: number;
  sent: number;
  state: TaskState;
  url?: string;
  error?: string;
}

export const canPause = (s: TaskState) => s === "running";
export const canResume = (s: TaskState) => s === "paused" || s === "pausing";
export const canCancel = (s: TaskState) => s === "running" || s === "pausing";

function reason(error: Error & { originalResponse?: { getBody(): string } | null }) {
  try {
    const body = error.originalResponse?.getBody();
    if (body) return (JSON.parse(body) as { error?: { message?: string } }).error?.message ?? body;
  } catch {
    /* not JSON */
  }
  return undefined;
}

export function useUploads(onAllDone: (ok: boolean) => void) {
  const [tasks, setTasks] = useState<Task[]>([]);
  const uploads = useRef(new Map<string, Upload>());
  const update = (id: string, patch: Partial<Task>) =>
    setTasks((all) => all.map((t) => (t.id === id ? { ...t, ...patch } : t)));

  const done = useRef(onAllDone);
  useEffect(() => {
    done.current = onAllDone;
  });
  const batch = useRef<{ ids: Set<string>; failed: boolean } | null>(null);
  const settle = (id: string, ok: boolean) => {
    const b = batch.current;
    if (!b || !b.ids.has(id)) return;
    b.ids.delete(id);
    if (!ok) b.failed = true;
    if (b.ids.size === 0) {
      batch.current = null;
      done.current(!b.failed);
    }
  };

  async function begin(upload: Upload) {
    const previous = await upload.findPreviousUploads();
    if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    upload.start();
  }

  function add(files: File[]) {
    const created: Task[] = files.map((f) => ({
      id: crypto.randomUUID(),
      name: f.name,
      size: f.size,
      sent: 0,
      state: "running",
    }));
    batch.current = { ids: new Set(created.map((t) => t.id)), failed: false };
    setTasks((all) => [...created, ...all]);
    created.forEach((task, i) => {
      const file = files[i]!;
      const upload = new Upload(file, {
        endpoint: "/api/v1/uploads",
        chunkSize: 1024 * 1024,
        retryDelays: [0, 1000, 3000, 5000, 10000],
        removeFingerprintOnSuccess: true,
        metadata: { filename: file.name, filetype: file.type },
        onProgress: (sent) => update(task.id, { sent }),
        onSuccess: ({ lastResponse }) => {
          update(task.id, { state: "success", sent: file.size, url: lastResponse.getHeader("Upload-Url") });
          settle(task.id, true);
        },
        onError: (error) => {
          update(task.id, { state: "error", error: reason(error as never) });
          settle(task.id, false);
        },
      });
      uploads.current.set(task.id, upload);
      void begin(upload);
    });
  }

  async function pause(task: Task) {
    if (!canPause(task.state)) return;
    update(task.id, { state: "pausing" });
    await uploads.current.get(task.id)?.abort(false);
    setTasks((all) => all.map((t) => (t.id === task.id && t.state === "pausing" ? { ...t, state: "paused" } : t)));
  }

  function resume(task: Task) {
    if (!canResume(task.state)) return;
    update(task.id, { state: "running" });
    const upload = uploads.current.get(task.id);
    if (upload) void begin(upload);
  }

  async function cancel(task: Task) {
    if (!canCancel(task.state)) return;
    update(task.id, { state: "canceling" });
    await uploads.current
      .get(task.id)
      ?.abort(true)
      .catch(() => {});
    update(task.id, { state: "canceled" });
    settle(task.id, false);
  }

  return { tasks, add, pause, resume, cancel };
}

export function UploadTask({
  task,
  onPause,
  onResume,
  onCancel,
}: {
  task: Task;
  onPause: () => void;
  onResume: () => void;
  onCancel: () => void;
}) {
  const percent = task.size ? Math.round((task.sent / task.size) * 100) : 0;
  return (
    <li className="upload-item">
      <div className="d-flex align-items-center gap-2 flex-wrap">
        <strong className="word-break">{task.name}</strong>
        <span className="badge bg-secondary" data-state={task.state}>
          {task.state}
        </span>
        <span className="ms-auto d-flex gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            disabled={!canPause(task.state)}
            onClick={onPause}
          >
            Pause <span className="visually-hidden">{task.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={!canResume(task.state)}
            onClick={onResume}
          >
            Resume <span className="visually-hidden">{task.name}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            disabled={!canCancel(task.state)}
            onClick={onCancel}
          >
            Cancel <span className="visually-hidden">{task.name}</span>
          </button>
        </span>
      </div>
      <div
        className="progress mt-2"
        role="progressbar"
        aria-label={`Upload of ${task.name}`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }}>
          {percent}%
        </div>
      </div>
      {task.state === "success" && task.url ? (
        <p className="mb-0 mt-2">
          Uploaded:{" "}
          <a href={task.url} className="word-break" target="_blank" rel="noreferrer">
            {task.url}
          </a>
        </p>
      ) : null}
      {task.state === "error" ? (
        <p className="text-danger mb-0 mt-2" role="alert">
          {imageMessages.uploadFailed(task.name)}
          {task.error ? `: ${task.error}` : ""}
        </p>
      ) : null}
    </li>
  );
}
