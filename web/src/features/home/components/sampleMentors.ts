import type { CoachCardData } from '../../../components/coach';

/**
 * The three built-in sample mentors shown when featured mentors cannot be loaded (spec 4
 * "Featured mentors load", 9 "Sample mentor data": rates 2000, 2500, 3000; ratings 4.8 to 4.9).
 */
export const SAMPLE_MENTORS: readonly CoachCardData[] = [
  {
    id: 'sample-1',
    firstName: 'Rajesh',
    lastName: 'Kumar',
    title: 'Colonel (retd.), former GTO',
    bio: 'Twenty years with the Army and six as a Group Testing Officer. Practical coaching for group tasks and command tasks.',
    specializations: ['Group Discussion', 'Command Tasks', 'GTO Tasks', 'Lecturette'],
    experience: 20,
    hourlyRate: 2000,
    rating: 4.8,
    totalReviews: 126,
    education: 'M.Sc. Defence Studies',
    location: 'Pune',
    achievements: ['300+ recommended candidates', 'Ex-GTO, 21 SSB Bhopal', 'Sword of Honour nominee'],
    isVerified: true,
  },
  {
    id: 'sample-2',
    firstName: 'Priya',
    lastName: 'Sharma',
    title: 'Ex-SSB Psychologist',
    bio: 'Helps aspirants understand themselves before the board does: TAT, WAT, SRT and the self-description test.',
    specializations: ['Psychology', 'TAT', 'WAT', 'SRT'],
    experience: 12,
    hourlyRate: 2500,
    rating: 4.9,
    totalReviews: 98,
    education: 'M.A. Psychology, Delhi University',
    location: 'New Delhi',
    achievements: ['Assessed 5,000+ candidates', 'Author of an SRT workbook'],
    isVerified: true,
  },
  {
    id: 'sample-3',
    firstName: 'Arjun',
    lastName: 'Menon',
    title: 'Wing Commander (retd.), Interviewing Officer',
    bio: 'Mock personal interviews with honest, specific feedback, and a plan for the days before the board.',
    specializations: ['Interview Techniques', 'Personal Interview', 'Conference Prep'],
    experience: 18,
    hourlyRate: 3000,
    rating: 4.85,
    totalReviews: 74,
    education: 'B.Tech, Air Force Academy',
    location: 'Bengaluru',
    achievements: ['Interviewing Officer, 4 AFSB', 'Flying instructor'],
    isVerified: true,
  },
];
