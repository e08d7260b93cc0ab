// Shared coach cards: the full card for grids, the compact one for the dashboard and side lists
// (docs/product/screens.md "Coaches list").
export { CoachCard, type CoachCardProps } from './CoachCard';
export { CompactCoachCard } from './CompactCoachCard';
export { CoachCardSkeleton } from './CoachCardSkeleton';
export { SpecializationTags } from './SpecializationTags';
export { VerifiedMark } from './VerifiedMark';
export { coachBookHref, coachName, coachProfileHref, type CoachCardData } from './types';
