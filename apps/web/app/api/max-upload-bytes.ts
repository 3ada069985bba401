/**
 * The largest file the server takes, 5 MB, whatever it is: a picture in the studio or a notice,
 * a profile photo, or a document of a membership application. Forms check it before sending, so
 * a member on slow data does not upload what will be refused.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
