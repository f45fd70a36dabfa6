/**
 * Where badges go on the paper and where each part of a badge goes, in millimetres from the
 * badge's top-left corner. `a6`: four portrait A6 badges on an A4 page (2 x 2) with cut marks at
 * the edges; `label-90x54`: one landscape 90 x 54 mm label per page, as label printers feed them.
 * A6 content keeps 8 mm from the paper's edge, where office printers cannot print.
 */
import type { BadgeLayout } from '@forum/shared';

export const mm = (value: number) => (value * 72) / 25.4;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextSlot extends Box {
  maxSize: number;
  maxLines: 1 | 2;
}

export interface BadgeDesign {
  /** The badge's own size. */
  width: number;
  height: number;
  forum: TextSlot;
  name: TextSlot;
  title: TextSlot;
  company: TextSlot;
  qr: Box;
  band: Box;
  /** The business type's word inside the band. */
  bandText: TextSlot;
}

export interface PageLayout {
  /** Page width and height in points. */
  page: [number, number];
  /** The badges' top-left corners on a page, in points, in reading order. */
  slots: Array<{ x: number; y: number }>;
  design: BadgeDesign;
  cutMarks: boolean;
}

const A6: BadgeDesign = {
  width: 105,
  height: 148.5,
  forum: { x: 8, y: 9, width: 89, height: 7, maxSize: 9, maxLines: 1 },
  name: { x: 8, y: 19, width: 89, height: 36, maxSize: 40, maxLines: 2 },
  title: { x: 8, y: 57, width: 89, height: 9, maxSize: 13, maxLines: 2 },
  company: { x: 8, y: 67, width: 89, height: 13, maxSize: 16, maxLines: 2 },
  qr: { x: 35.5, y: 84, width: 34, height: 34 },
  band: { x: 5, y: 123, width: 95, height: 19 },
  bandText: { x: 9, y: 125, width: 87, height: 15, maxSize: 15, maxLines: 2 },
};

const LABEL: BadgeDesign = {
  width: 90,
  height: 54,
  forum: { x: 4, y: 3.5, width: 58, height: 4.5, maxSize: 7, maxLines: 1 },
  name: { x: 4, y: 8.5, width: 58, height: 17, maxSize: 24, maxLines: 2 },
  title: { x: 4, y: 26, width: 58, height: 5, maxSize: 9, maxLines: 2 },
  company: { x: 4, y: 31.5, width: 58, height: 9, maxSize: 10, maxLines: 2 },
  qr: { x: 64, y: 8, width: 23, height: 23 },
  band: { x: 0, y: 43, width: 90, height: 11 },
  bandText: { x: 4, y: 44, width: 82, height: 9, maxSize: 10, maxLines: 2 },
};

const A4: [number, number] = [595.28, 841.89];

export const PAGE_LAYOUTS: Record<BadgeLayout, PageLayout> = {
  a6: {
    page: A4,
    slots: [
      { x: 0, y: 0 },
      { x: A4[0] / 2, y: 0 },
      { x: 0, y: A4[1] / 2 },
      { x: A4[0] / 2, y: A4[1] / 2 },
    ],
    design: A6,
    cutMarks: true,
  },
  'label-90x54': { page: [mm(90), mm(54)], slots: [{ x: 0, y: 0 }], design: LABEL, cutMarks: false },
};
