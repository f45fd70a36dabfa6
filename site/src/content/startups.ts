/**
 * The startup showcase (12 in the seed). It exists in content but is not shown unless
 * SHOW_STARTUP_SHOWCASE (landing/features.ts) is turned on. Sample entries.
 */
import type { Startup } from './types';

export const STARTUPS: Startup[] = [
  {
    title: 'Sample Startup 01',
    logo: { src: '/logos/startup-01.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-01',
    dark: false,
  },
  {
    title: 'Sample Startup 02',
    logo: { src: '/logos/startup-02.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-02',
    dark: false,
  },
  {
    title: 'Sample Startup 03',
    logo: { src: '/logos/startup-03.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-03',
    dark: false,
  },
  {
    title: 'Sample Startup 04',
    logo: { src: '/logos/startup-04.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-04',
    dark: true,
  },
  {
    title: 'Sample Startup 05',
    logo: { src: '/logos/startup-05.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-05',
    dark: false,
  },
  {
    title: 'Sample Startup 06',
    logo: { src: '/logos/startup-06.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-06',
    dark: false,
  },
  {
    title: 'Sample Startup 07',
    logo: { src: '/logos/startup-07.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-07',
    dark: false,
  },
  {
    title: 'Sample Startup 08',
    logo: { src: '/logos/startup-08.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-08',
    dark: true,
  },
  {
    title: 'Sample Startup 09',
    logo: { src: '/logos/startup-09.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-09',
    dark: false,
  },
  {
    title: 'Sample Startup 10',
    logo: { src: '/logos/startup-10.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-10',
    dark: false,
  },
  {
    title: 'Sample Startup 11',
    logo: { src: '/logos/startup-11.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-11',
    dark: false,
  },
  {
    title: 'Sample Startup 12',
    logo: { src: '/logos/startup-12.svg', width: 240, height: 96 },
    link: 'https://example.com/startup-12',
    dark: true,
  },
];
