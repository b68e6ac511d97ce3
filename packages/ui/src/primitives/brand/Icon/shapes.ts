// The shapes of the icons beyond the page frame's few (frameIcons.tsx), one export each: a
// component that draws a fixed icon imports just its shape (with IconSvg), so an island's
// code carries the icons it draws rather than the whole set (icons.tsx maps every name).

export const chevronUp = 'm6 15 6-6 6 6';
export const chevronRight = 'm9 6 6 6-6 6';
export const chevronLeft = 'm15 6-6 6 6 6';
export const arrowRight = 'M4 12h16m-6-6 6 6-6 6';
export const arrowLeft = 'M20 12H4m6-6-6 6 6 6';
export const download = 'M12 4v11m-5-5 5 5 5-5M4 17v2a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-2';
export const eye =
  'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM9 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0';
export const check = 'm5 12.5 5 5L19 7';
export const info = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 11v5M12 8h.01';
export const warning = 'M12 3 22 20H2zM12 10v4M12 17h.01';
export const error = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M9 9l6 6m0-6-6 6';
export const success = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M8 12.5l3 3 5-6';
export const mail =
  'M5 5h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10a2 2 0 0 1 2 -2zM3 7l9 6 9-6';
export const phone =
  'M9 2h6a2 2 0 0 1 2 2v16a2 2 0 0 1 -2 2h-6a2 2 0 0 1 -2 -2v-16a2 2 0 0 1 2 -2zM11 18h2';
export const mapPin =
  'M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12zM9.5 9a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0';
export const heart = 'M12 20 4.7 12.7a4.5 4.5 0 0 1 6.4-6.4l.9.9.9-.9a4.5 4.5 0 0 1 6.4 6.4z';
export const users =
  'M5.5 8a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0 -7 0M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.2a6.5 6.5 0 0 1 3.5 5.8';
export const user = 'M8 8a4 4 0 1 0 8 0a4 4 0 1 0 -8 0M4 21a8 8 0 0 1 16 0';
export const book =
  'M12 6c-2-1.3-4.5-2-8-2H3v15h1c3.5 0 6 .7 8 2 2-1.3 4.5-2 8-2h1V4h-1c-3.5 0-6 .7-8 2zM12 6v15';
export const shield = 'M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z';
export const file = 'M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8zM14 3v5h5';
export const share =
  'M15 5a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M3 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M15 19a3 3 0 1 0 6 0a3 3 0 1 0 -6 0M8.6 10.5l6.8-4m-6.8 7 6.8 4';
export const copy =
  'M10 8h9a2 2 0 0 1 2 2v9a2 2 0 0 1 -2 2h-9a2 2 0 0 1 -2 -2v-9a2 2 0 0 1 2 -2zM16 8V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v9a2 2 0 0 0 2 2h3';
export const link =
  'M10 14a4 4 0 0 0 5.7 0l3.1-3.1a4 4 0 0 0-5.7-5.7l-1.6 1.6M14 10a4 4 0 0 0-5.7 0l-3.1 3.1a4 4 0 0 0 5.7 5.7l1.6-1.6';
export const filter = 'M3 4h18l-7 8.5V19l-4 2v-8.5z';
export const calendar =
  'M5 5h14a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-12a2 2 0 0 1 2 -2zM3 10h18M8 3v4m8-4v4';
export const clock = 'M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0M12 7v5l3.5 2';
export const plus = 'M12 5v14M5 12h14';
export const minus = 'M5 12h14';
export const quote =
  'M4 6h5a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1zM15 6h5a1 1 0 0 1 1 1v4a1 1 0 0 1 -1 1h-5a1 1 0 0 1 -1 -1v-4a1 1 0 0 1 1 -1zM10 11c0 4-2 6-5 7m16-7c0 4-2 6-5 7';
export const stethoscope =
  'M6 3H5a1 1 0 0 0-1 1v5a5 5 0 0 0 10 0V4a1 1 0 0 0-1-1h-1M9 14v1a5 5 0 0 0 10 0v-2M17 11a2 2 0 1 0 4 0a2 2 0 1 0 -4 0';
export const graduationCap = 'M2 9 12 4l10 5-10 5zM6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5M22 9v6';
export const network =
  'M9.5 5a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M2.5 18a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M16.5 18a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0 -5 0M10.8 7.2l-4.6 8.6m7-8.6 4.6 8.6M7.5 18h9';
export const chart = 'M3 3v18h18M8 16v-5m5 5V7m5 9v-3';
export const siren =
  'M7 18v-6a5 5 0 0 1 10 0v6M5 18h14a1 1 0 0 1 1 1v1a1 1 0 0 1 -1 1h-14a1 1 0 0 1 -1 -1v-1a1 1 0 0 1 1 -1zM12 2v2M5.6 5.6 7 7m11.4-1.4L17 7M2 12h2m16 0h2';
