import { useState } from "react";
import { useFetcher } from "react-router";
import Modal from "react-bootstrap/Modal";
import Tab from "react-bootstrap/Tab";
import Tabs from "react-bootstrap/Tabs";
import type { Route } from "./+types/education";
import { Feedback, LocalFeedback } from "./feedback";
import { outcome, requireSection, type Outcome } from "./guard.server";
import {
  addCategory,
  addDua,
  deleteCategory,
  deleteDua,
  listCategories,
  listDuas,
  updateDua,
} from "~/modules/duas/duas.server";
import { duaMessages, type Dua } from "~/modules/duas/schema";
import { getJummah, updateJummah } from "~/modules/jummah/jummah.server";
import { jummahKeys, jummahMessages, jummahSessions } from "~/modules/jummah/sessions";
import { useLiveTopics } from "~/modules/live/use-live";

export const meta = () => [{ title: "Education · Dashboard" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireSection(context, "update:jummah");
  const { db } = context.services;
  const [jummah, duas, categories] = await Promise.all([getJummah(db), listDuas(db), listCategories(db)]);
  return { jummah, duas, categories };
}

export async function action({ request, context }: Route.ActionArgs): Promise<Outcome> {
  const { db } = context.services;
  const { actor } = context;
  const f = Object.fromEntries(await request.formData()) as Record<string, string>;
  switch (f.intent) {
    case "jummah":
      return outcome("jummah", () => updateJummah(db, actor, f), {
        success: jummahMessages.success,
        failure: jummahMessages.failure,
        invalid: jummahMessages.invalid,
      });
    case "add-dua":
      return outcome("add-dua", () => addDua(db, actor, f), {
        success: duaMessages.added,
        failure: duaMessages.addFailed,
        invalid: duaMessages.invalid,
      });
    case "update-dua":
      return outcome("update-dua", () => updateDua(db, actor, f.id ?? "", f), {
        success: duaMessages.updated,
        failure: duaMessages.updateFailed,
        invalid: duaMessages.invalid,
      });
    case "delete-dua":
      return outcome("delete-dua", () => deleteDua(db, actor, f.id ?? ""), {
        success: duaMessages.deleted,
        failure: duaMessages.deleteFailed,
      });
    case "add-category":
      return outcome("add-category", () => addCategory(db, actor, f), {
        success: duaMessages.categoryAdded,
        failure: duaMessages.categoryAddFailed,
        invalid: duaMessages.categoryBlank,
      });
    case "delete-category":
      return outcome("delete-category", () => deleteCategory(db, actor, f.id ?? ""), {
        success: duaMessages.categoryDeleted,
        failure: duaMessages.categoryDeleteFailed,
      });
    default:
      return { form: "unknown", ok: false, message: "Unknown action." };
  }
}

/** Client-side check of required fields, with the spec's alert, before anything is sent. */
function missing(form: HTMLFormElement, names: string[]) {
  const data = new FormData(form);
  return names.some((n) => !String(data.get(n) ?? "").trim());
}

function useForm(key: string) {
  const fetcher = useFetcher<Outcome>({ key });
  const [local, setLocal] = useState<string | null>(null);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return { fetcher, local, setLocal, result, busy: fetcher.state !== "idle" };
}

function JummahForm({ jummah }: { jummah: Route.ComponentProps["loaderData"]["jummah"] }) {
  const { fetcher, local, setLocal, result, busy } = useForm("jummah");
  const [key, setKey] = useState<string>("");
  const current = key ? jummah[key as keyof typeof jummah] : undefined;
  return (
    <section aria-labelledby="jummah-title" className="dash-form mb-4">
      <h2 id="jummah-title" className="h4">
        Update Jummah
      </h2>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={(e) => {
          setLocal(null);
          if (missing(e.currentTarget, ["key", "khateeb", "topic"])) {
            e.preventDefault();
            setLocal(jummahMessages.invalid);
          }
        }}
      >
        <input type="hidden" name="intent" value="jummah" />
        <div className="mb-3">
          <label className="form-label" htmlFor="jummah-key">
            Jummah
          </label>
          <select
            id="jummah-key"
            name="key"
            className="form-select"
            value={key}
            onChange={(e) => setKey(e.target.value)}
          >
            <option value="">Select a Jummah</option>
            {jummahKeys.map((k) => (
              <option key={k} value={k}>
                {jummahSessions[k].label} ({jummahSessions[k].room}, {jummahSessions[k].time})
              </option>
            ))}
          </select>
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="jummah-khateeb">
            Khateeb
          </label>
          <input
            id="jummah-khateeb"
            name="khateeb"
            className="form-control"
            key={`k-${key}`}
            defaultValue={current?.khateeb}
          />
        </div>
        <div className="mb-3">
          <label className="form-label" htmlFor="jummah-topic">
            Topic
          </label>
          <input
            id="jummah-topic"
            name="topic"
            className="form-control"
            key={`t-${key}`}
            defaultValue={current?.topic}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Update Jummah
        </button>
      </fetcher.Form>
      {local ? <LocalFeedback ok={false} message={local} /> : <Feedback result={result} form="jummah" />}
    </section>
  );
}

function DuaFields({
  categories,
  dua,
  idPrefix,
}: {
  categories: { id: string; name: string }[];
  dua?: Dua;
  idPrefix: string;
}) {
  const field = (name: keyof Dua, label: string, multiline = false, arabic = false) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`${idPrefix}-${name}`}>
        {label}
      </label>
      {multiline ? (
        <textarea
          id={`${idPrefix}-${name}`}
          name={name}
          rows={3}
          className={`form-control${arabic ? " arabic" : ""}`}
          dir={arabic ? "rtl" : undefined}
          lang={arabic ? "ar" : undefined}
          defaultValue={dua?.[name]}
        />
      ) : (
        <input id={`${idPrefix}-${name}`} name={name} className="form-control" defaultValue={dua?.[name]} />
      )}
    </div>
  );
  return (
    <>
      <div className="mb-3">
        <label className="form-label" htmlFor={`${idPrefix}-category`}>
          Category
        </label>
        <select
          id={`${idPrefix}-category`}
          name="categoryId"
          className="form-select"
          defaultValue={dua?.categoryId ?? ""}
        >
          <option value="">Select a category</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {field("source", "Source")}
      {field("arabic", "Arabic", true, true)}
      {field("transliteration", "Transliteration", true)}
      {field("english", "English", true)}
    </>
  );
}

const duaFields = ["categoryId", "source", "arabic", "transliteration", "english"];

function AddDuaForm({ categories }: { categories: { id: string; name: string }[] }) {
  const { fetcher, local, setLocal, result, busy } = useForm("add-dua");
  const [formKey, setFormKey] = useState(0);
  // A new blank form after each success (state adjusted during render, not in an effect).
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result?.ok) setFormKey((k) => k + 1);
  }
  return (
    <section aria-labelledby="add-dua-title" className="dash-form">
      <h2 id="add-dua-title" className="h4">
        Add Dua
      </h2>
      <fetcher.Form
        key={formKey}
        method="post"
        noValidate
        onSubmit={(e) => {
          setLocal(null);
          if (missing(e.currentTarget, duaFields)) {
            e.preventDefault();
            setLocal(duaMessages.invalid);
          }
        }}
      >
        <input type="hidden" name="intent" value="add-dua" />
        <DuaFields categories={categories} idPrefix="add-dua" />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Add Dua
        </button>
      </fetcher.Form>
      {local ? <LocalFeedback ok={false} message={local} /> : <Feedback result={result} form="add-dua" />}
    </section>
  );
}

function DuaList({ duas, categories }: { duas: Dua[]; categories: { id: string; name: string }[] }) {
  const [editing, setEditing] = useState<Dua | null>(null);
  const [confirming, setConfirming] = useState(false);
  const save = useForm("update-dua");
  const remove = useForm("delete-dua");
  const lastResult = remove.result ?? save.result;
  const [seen, setSeen] = useState([save.result, remove.result]);
  if (save.result !== seen[0] || remove.result !== seen[1]) {
    setSeen([save.result, remove.result]);
    if ((save.result !== seen[0] && save.result?.ok) || (remove.result !== seen[1] && remove.result?.ok)) {
      setEditing(null);
      setConfirming(false);
    }
  }
  return (
    <section aria-labelledby="dua-list-title">
      <h2 id="dua-list-title" className="h4">
        Duas
      </h2>
      <p className="text-muted">Select a dua to edit or delete it.</p>
      <Feedback result={lastResult && !editing ? lastResult : undefined} form={lastResult?.form ?? ""} />
      {duas.length === 0 ? (
        <p>No duas yet.</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-hover align-middle">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">English</th>
                <th scope="col">Source</th>
              </tr>
            </thead>
            <tbody>
              {duas.map((d) => (
                <tr key={d.id} className="dua-row" onClick={() => setEditing(d)}>
                  <td>{d.category}</td>
                  <td>
                    <button type="button" className="btn btn-link p-0 text-start" onClick={() => setEditing(d)}>
                      {d.english}
                    </button>
                  </td>
                  <td>{d.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Modal show={editing !== null} onHide={() => setEditing(null)} size="lg" aria-labelledby="edit-dua-title">
        {editing ? (
          <save.fetcher.Form
            method="post"
            noValidate
            onSubmit={(e) => {
              save.setLocal(null);
              if (missing(e.currentTarget, duaFields)) {
                e.preventDefault();
                save.setLocal(duaMessages.invalid);
              }
            }}
          >
            <Modal.Header closeButton>
              <Modal.Title id="edit-dua-title">Edit Dua</Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <input type="hidden" name="intent" value="update-dua" />
              <input type="hidden" name="id" value={editing.id} />
              <DuaFields categories={categories} dua={editing} idPrefix="edit-dua" />
              {save.local ? (
                <LocalFeedback ok={false} message={save.local} />
              ) : (
                <Feedback result={save.result} form="update-dua" />
              )}
              <Feedback result={remove.result} form="delete-dua" />
            </Modal.Body>
            <Modal.Footer>
              <button type="submit" className="btn btn-primary" disabled={save.busy}>
                Save
              </button>
              <button type="button" className="btn btn-danger" onClick={() => setConfirming(true)}>
                Delete
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setEditing(null)}>
                Cancel
              </button>
            </Modal.Footer>
          </save.fetcher.Form>
        ) : null}
      </Modal>
      <Modal
        show={confirming && editing !== null}
        onHide={() => setConfirming(false)}
        aria-labelledby="confirm-dua-title"
      >
        <Modal.Header closeButton>
          <Modal.Title id="confirm-dua-title">Delete this dua?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p>Are you sure you want to delete this dua?</p>
          <p className="mb-1">
            <strong>English:</strong> {editing?.english}
          </p>
          <p className="mb-0">
            <strong>Category:</strong> {editing?.category}
          </p>
        </Modal.Body>
        <Modal.Footer>
          <remove.fetcher.Form method="post">
            <input type="hidden" name="intent" value="delete-dua" />
            <input type="hidden" name="id" value={editing?.id ?? ""} />
            <button type="submit" className="btn btn-danger" disabled={remove.busy}>
              Yes, delete
            </button>
          </remove.fetcher.Form>
          <button type="button" className="btn btn-secondary" onClick={() => setConfirming(false)}>
            Cancel
          </button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

function Categories({ categories, duas }: { categories: { id: string; name: string }[]; duas: Dua[] }) {
  const add = useForm("add-category");
  const remove = useForm("delete-category");
  const [target, setTarget] = useState<{ id: string; name: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [seen, setSeen] = useState([add.result, remove.result]);
  if (add.result !== seen[0] || remove.result !== seen[1]) {
    setSeen([add.result, remove.result]);
    if (add.result !== seen[0] && add.result?.ok) setFormKey((k) => k + 1);
    if (remove.result !== seen[1] && remove.result) setTarget(null);
  }
  const count = (id: string) => duas.filter((d) => d.categoryId === id).length;
  return (
    <section aria-labelledby="categories-title" className="dash-form">
      <h2 id="categories-title" className="h4">
        Categories
      </h2>
      <add.fetcher.Form
        key={formKey}
        method="post"
        noValidate
        onSubmit={(e) => {
          add.setLocal(null);
          if (missing(e.currentTarget, ["name"])) {
            e.preventDefault();
            add.setLocal(duaMessages.categoryBlank);
          }
        }}
      >
        <input type="hidden" name="intent" value="add-category" />
        <label className="form-label" htmlFor="category-name">
          Category name
        </label>
        <div className="d-flex gap-2">
          <input id="category-name" name="name" className="form-control" />
          <button type="submit" className="btn btn-primary" disabled={add.busy}>
            Add Category
          </button>
        </div>
      </add.fetcher.Form>
      {add.local ? (
        <LocalFeedback ok={false} message={add.local} />
      ) : (
        <Feedback result={add.result} form="add-category" />
      )}
      <Feedback result={remove.result} form="delete-category" />
      <ul className="list-group mt-3">
        {categories.map((c) => (
          <li key={c.id} className="list-group-item d-flex align-items-center">
            <span>
              {c.name} <span className="badge bg-secondary">{count(c.id)} duas</span>
            </span>
            <button type="button" className="btn btn-outline-danger btn-sm ms-auto" onClick={() => setTarget(c)}>
              Delete <span className="visually-hidden">{c.name}</span>
            </button>
          </li>
        ))}
        {categories.length === 0 ? <li className="list-group-item">No categories yet.</li> : null}
      </ul>
      <Modal show={target !== null} onHide={() => setTarget(null)} aria-labelledby="confirm-category-title">
        <Modal.Header closeButton>
          <Modal.Title id="confirm-category-title">Delete category {target?.name}?</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p className="text-danger mb-0">
            Warning: all duas in this category ({target ? count(target.id) : 0}) will be deleted too.
          </p>
        </Modal.Body>
        <Modal.Footer>
          <remove.fetcher.Form method="post">
            <input type="hidden" name="intent" value="delete-category" />
            <input type="hidden" name="id" value={target?.id ?? ""} />
            <button type="submit" className="btn btn-danger" disabled={remove.busy}>
              Delete category and its duas
            </button>
          </remove.fetcher.Form>
          <button type="button" className="btn btn-secondary" onClick={() => setTarget(null)}>
            Cancel
          </button>
        </Modal.Footer>
      </Modal>
    </section>
  );
}

export default function Education({ loaderData }: Route.ComponentProps) {
  useLiveTopics(["jummah", "duas"]);
  const { jummah, duas, categories } = loaderData;
  return (
    <section aria-labelledby="education-title">
      <h2 id="education-title" className="visually-hidden">
        Education
      </h2>
      <Tabs defaultActiveKey="add" id="education-tabs" mountOnEnter>
        <Tab eventKey="add" title="Add">
          <div className="dash-panel">
            <JummahForm jummah={jummah} />
            <AddDuaForm categories={categories} />
          </div>
        </Tab>
        <Tab eventKey="update" title="Update">
          <div className="dash-panel">
            <DuaList duas={duas} categories={categories} />
          </div>
        </Tab>
        <Tab eventKey="categories" title="Categories">
          <div className="dash-panel">
            <Categories categories={categories} duas={duas} />
          </div>
        </Tab>
      </Tabs>
    </section>
  );
}
