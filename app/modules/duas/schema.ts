import { z } from "zod";

export const duaMessages = {
  invalid: "Please ensure all fields are filled out properly!",
  added: "Dua added successfully!",
  addFailed: "Error adding dua. Please try again.",
  updated: "Dua updated successfully!",
  updateFailed: "There was an error updating the dua. Please try again.",
  deleted: "Dua deleted successfully!",
  deleteFailed: "Failed to delete dua. Please try again.",
  categoryBlank: "Please enter a category name!",
  categoryAdded: "Category added successfully!",
  categoryAddFailed: "Failed to add category.",
  categoryDeleted: "Category and its duas deleted successfully!",
  categoryDeleteFailed: "Failed to delete category and related duas.",
  categoryExists: "A category with this name already exists.",
} as const;

const required = z.string().trim().min(1, duaMessages.invalid).max(5000);

export const duaInput = z.object({
  categoryId: z.uuid(duaMessages.invalid),
  source: required,
  arabic: required,
  transliteration: required,
  english: required,
});
export type DuaInput = z.infer<typeof duaInput>;

export const categoryInput = z.object({ name: z.string().trim().min(1, duaMessages.categoryBlank).max(100) });

export const duaSchema = duaInput.extend({ id: z.uuid(), category: z.string() });
export type Dua = z.infer<typeof duaSchema>;
export const categorySchema = z.object({ id: z.uuid(), name: z.string() });
export type DuaCategory = z.infer<typeof categorySchema>;
