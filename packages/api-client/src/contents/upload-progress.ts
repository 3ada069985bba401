/** How far an image upload has got. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all. */
  total: number;
  /** Whole percent sent, 0 to 100. */
  percent: number;
}
