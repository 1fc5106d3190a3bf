import type { SVGProps } from 'react';
import { Feather } from '../../../shell/icons';

// The hero's Feather icons (the same drawings as react-icons/fi), written out so the landing
// page's first screen does not download react-icons' shared Feather chunk; the sections under
// the hero still use react-icons.
type IconProps = SVGProps<SVGSVGElement>;

export const FiArrowRight = (props: IconProps) => (
  <Feather {...props}>
    <line x1="5" y1="12" x2="19" y2="12" />
    <polyline points="12 5 19 12 12 19" />
  </Feather>
);

export const FiBriefcase = (props: IconProps) => (
  <Feather {...props}>
    <rect x="2" y="7" width="20" height="14" rx="2" ry="2" />
    <path d="M16 21V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16" />
  </Feather>
);

export const FiMapPin = (props: IconProps) => (
  <Feather {...props}>
    <path d="M21 10c0 7-9 13-9 13s-9-6-9-13a9 9 0 0 1 18 0z" />
    <circle cx="12" cy="10" r="3" />
  </Feather>
);

export const FiCheck = (props: IconProps) => (
  <Feather {...props}>
    <polyline points="20 6 9 17 4 12" />
  </Feather>
);

export const FiClock = (props: IconProps) => (
  <Feather {...props}>
    <circle cx="12" cy="12" r="10" />
    <polyline points="12 6 12 12 16 14" />
  </Feather>
);
