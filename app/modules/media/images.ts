// Shared with the browser: messages, accepted types and the responsive-image attributes.
export const imageMessages = {
  none: "Please select at least one image file to upload.",
  allUploaded: "All images uploaded successfully!",
  uploadFailed: (filename: string) => `Upload failed for ${filename}`,
  deleted: "Image deleted successfully!",
  deleteFailed: "Failed to delete image.",
  empty: "No images found in the bucket.",
  notImage: "Only raster images (JPEG, PNG, WebP, GIF or AVIF) can be uploaded.",
} as const;

export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;

/** Widths of the WebP variants made once per upload. */
export const variantWidths = [480, 960, 1600] as const;

export interface PastEventImage {
  id: string;
  name: string;
  url: string;
  fullPath: string;
  size: number;
  time: string;
  width: number;
  height: number;
  srcSet: string;
  /** The smallest variant, for thumbnails. */
  thumb: string;
}

/** Slides per view by width (SPEC §9): 1, 1.5, 2, 2.5, 3 → the image's share of the viewport. */
export const carouselSizes =
  "(min-width: 1200px) 33vw, (min-width: 992px) 40vw, (min-width: 768px) 50vw, (min-width: 576px) 67vw, 100vw";
