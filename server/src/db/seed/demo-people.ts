// Demo people: the admin, the coaches (mentors) and the aspirants (mentees) a new installation
// starts with. Pure data; demo.ts turns it into rows. Times are IST wall-clock times relative to
// the seeding day, so the calendar always shows the next two weeks.

import type { CoachLanguage } from '@ssb/domain';
import type { Testimonial } from '../schema';

/** The session categories a booking can carry (docs/product/sessions.md "Booking"). */
export type SessionCategory = 'general_mentoring' | 'group_discussion' | 'personal_interview' | 'planning_exercise';

/** The specialization chips used by the demo coaches: a small set, so filtering by them is meaningful. */
export type Specialization =
  | 'Psychology'
  | 'TAT'
  | 'WAT'
  | 'SRT'
  | 'GTO Tasks'
  | 'Command Tasks'
  | 'Group Discussion'
  | 'Interview Techniques'
  | 'Screening'
  | 'PPDT'
  | 'Conference'
  | 'Physical Fitness';

/** [days from today (IST), start 'HH:MM' IST, end 'HH:MM' IST] */
export type IstWindow = [day: number, from: string, to: string];

/** [stars 1-5, feedback or null]: one rated past session by one of the demo aspirants. */
export type DemoReview = [stars: number, feedback: string | null];

export type DemoCoach = {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  bio: string;
  education: string;
  location: string;
  experience: number;
  experienceLevel: 'senior' | 'experienced';
  /** rupees per hour; null shows as 'Custom' */
  hourlyRate: number | null;
  isVerified: boolean;
  /** the coach's own meeting room; most coaches leave it empty and each booking gets a fresh room */
  meetingLink?: string;
  specializations: Specialization[];
  /** the languages they coach in (COACH_LANGUAGES) */
  languages: CoachLanguage[];
  achievements: string[];
  certifications: string[];
  testimonials: Testimonial[];
  /** the coach's own offers; none means the app derives 30/60/90 minutes from the hourly rate */
  sessionTypes: { label: string; minutes: number; price: number | null }[];
  windows: IstWindow[];
  /** what a typical past session with this coach was about */
  typicalSession: { title: string; sessionType: SessionCategory; description: string };
  reviews: DemoReview[];
};

export type DemoPerson = {
  email: string;
  firstName: string;
  lastName: string;
  education: string | null;
  bio: string | null;
  location: string | null;
  achievements: string[];
  skills: string[];
};

export const DEMO_ADMIN: DemoPerson = {
  email: 'admin@example.com',
  firstName: 'Aditi',
  lastName: 'Rao',
  education: 'MBA, Symbiosis Institute of Business Management, Pune',
  bio: 'Runs coach verification, live group discussions and community standards at SSB Academy.',
  location: 'Pune',
  achievements: [],
  skills: [],
};

export const DEMO_MENTEE: DemoPerson = {
  email: 'mentee@example.com',
  firstName: 'Arjun',
  lastName: 'Mehta',
  education: 'B.Tech (Mechanical Engineering), final year, Delhi Technological University',
  bio:
    'Preparing for CDS (IMA) and the Technical Graduate Course. Screened in at 21 SSB Bhopal last year and ' +
    'conferenced out; working on my GTO tasks and on writing psychology responses that sound like me.',
  location: 'New Delhi',
  achievements: [
    'NCC C Certificate (Army Wing), Grade A',
    'Qualified CDS I written examination',
    'Screened in at 21 SSB Bhopal',
    'Captain, university football team',
    'Completed the Delhi Half Marathon in 1:52',
  ],
  skills: ['Leadership', 'Communication', 'Football', 'Public speaking'],
};

/** Other aspirants: they rated past sessions and joined discussions, so lists look lived in. */
export const OTHER_MENTEES: DemoPerson[] = [
  {
    email: 'priya.sharma@example.com',
    firstName: 'Priya',
    lastName: 'Sharma',
    education: 'B.Sc. (Physics), Miranda House, University of Delhi',
    bio: 'AFCAT aspirant aiming for the flying branch; second SSB attempt coming up at 1 AFSB Dehradun.',
    location: 'Jaipur',
    achievements: ['Qualified AFCAT written examination', 'NCC B Certificate (Air Wing)', 'Inter-college debate winner'],
    skills: ['Debating', 'Badminton'],
  },
  {
    email: 'rohan.verma@example.com',
    firstName: 'Rohan',
    lastName: 'Verma',
    education: 'Class XII (PCM), Kendriya Vidyalaya, Lucknow',
    bio: 'NDA aspirant, first SSB call from Prayagraj. Keen on the Army and working on confidence in the interview.',
    location: 'Lucknow',
    achievements: ['Qualified NDA written examination', 'School head boy', 'District-level 800 m silver medal'],
    skills: ['Athletics', 'Leadership'],
  },
  {
    email: 'kavya.nair@example.com',
    firstName: 'Kavya',
    lastName: 'Nair',
    education: 'B.Tech (Electronics and Communication), College of Engineering Trivandrum',
    bio: 'Applying for the Indian Navy SSC (Executive) entry; preparing for an SSB at NSB Coimbatore.',
    location: 'Thiruvananthapuram',
    achievements: ['NCC C Certificate (Naval Wing)', 'University swimming team', 'Published a paper on low-power IoT sensors'],
    skills: ['Swimming', 'Electronics'],
  },
  {
    email: 'ishaan.gupta@example.com',
    firstName: 'Ishaan',
    lastName: 'Gupta',
    education: 'B.Com (Hons), Shri Ram College of Commerce',
    bio: 'CDS (OTA) aspirant with two conference-outs behind him, working on consistency across the five days.',
    location: 'Chandigarh',
    achievements: ['Qualified CDS II written examination', 'Recommended-level feedback in GTO at 32 SSB', 'Ran a college entrepreneurship club'],
    skills: ['Public speaking', 'Basketball'],
  },
];

/** The fixed demo coach (mentor@example.com) comes first. */
export const DEMO_COACHES: DemoCoach[] = [
  {
    email: 'mentor@example.com',
    firstName: 'Vikram',
    lastName: 'Singh',
    title: 'Col. (Retd), Former GTO, 19 SSB Prayagraj',
    bio:
      'Commissioned into the Rajputana Rifles, I served 26 years, including three years as a Group Testing Officer at ' +
      '19 SSB. I help aspirants understand what the GTO actually watches: how you plan, how you carry the group and how ' +
      'you behave when the plan fails. Sessions are practical, with real structures, rules and honest feedback.',
    education: 'M.Sc. (Defence and Strategic Studies), University of Madras; Defence Services Staff College, Wellington',
    location: 'Pune',
    languages: ['English', 'Hindi', 'Marathi'],
    experience: 26,
    experienceLevel: 'senior',
    hourlyRate: 2500,
    isVerified: true,
    specializations: ['GTO Tasks', 'Command Tasks', 'Group Discussion', 'Physical Fitness'],
    achievements: [
      'Group Testing Officer at 19 SSB Prayagraj for three years',
      'Commanded an infantry battalion in Jammu and Kashmir',
      'Assessed over 4,000 candidates across NDA, CDS and TES entries',
      'Instructor, Infantry School, Mhow',
    ],
    certifications: ['GTO Course, Defence Institute of Psychological Research (DIPR)', 'Senior Command Course, Army War College, Mhow'],
    testimonials: [
      {
        text: 'Colonel sir made me redo the command task three times until I stopped giving orders and started leading. Recommended from 18 SSB.',
        author: 'Lt Aman K., commissioned through IMA',
      },
      {
        text: 'His walkthrough of the PGT rules alone was worth the session. I finally understood why my structures kept failing.',
        author: 'Sneha R., recommended, 1 AFSB Dehradun (AFCAT)',
      },
      {
        text: 'Straight talk, no shortcuts. He tells you what the GTO wrote about you, not what you want to hear.',
        author: 'Rahul D., NDA aspirant',
      },
    ],
    sessionTypes: [
      { label: '30 min GTO task walkthrough', minutes: 30, price: 1300 },
      { label: '60 min command task and PGT session', minutes: 60, price: 2500 },
      { label: '90 min full GTO series with lecturette', minutes: 90, price: 3600 },
    ],
    windows: [
      [1, '06:30', '09:00'],
      [2, '17:00', '20:00'],
      [5, '17:30', '20:00'],
      [9, '06:30', '08:30'],
    ],
    typicalSession: {
      title: 'Command task and PGT practice',
      sessionType: 'planning_exercise',
      description: 'Structures, rules and how to brief subordinates in a command task.',
    },
    reviews: [
      [5, 'Clear, demanding and kind. I now plan the command task out loud before touching the material.'],
      [5, null],
      [4, 'Very useful on GPE; I wish we had time for the lecturette as well.'],
    ],
  },
  {
    email: 'meera.iyer@example.com',
    firstName: 'Meera',
    lastName: 'Iyer',
    title: 'Former SSB Psychologist (DIPR), 17 SSB Bengaluru',
    bio:
      'Clinical psychologist who spent eight years with the Defence Institute of Psychological Research as an SSB ' +
      'psychologist. I work with aspirants on TAT, WAT, SRT and the Self Description so their responses reflect who ' +
      'they really are. No templates, no memorised stories: just clearer thinking under time pressure.',
    education: 'Ph.D. (Psychology), Bangalore University; M.Phil. (Clinical Psychology), NIMHANS',
    location: 'Bengaluru',
    languages: ['English', 'Kannada', 'Tamil'],
    experience: 14,
    experienceLevel: 'senior',
    hourlyRate: 3000,
    isVerified: true,
    specializations: ['Psychology', 'TAT', 'WAT', 'SRT'],
    achievements: [
      'Psychologist at 17 SSB Bengaluru for eight years',
      'Assessed over 6,000 psychological test dossiers',
      'Co-authored a DIPR training module on thematic apperception',
      'Guest lecturer, Department of Psychology, Christ University',
    ],
    certifications: ['Licensed Clinical Psychologist, Rehabilitation Council of India', 'SSB Psychologist Course, DIPR, New Delhi'],
    testimonials: [
      {
        text: 'Dr. Iyer showed me that my TAT stories all ended with someone else solving the problem. Fixing that changed everything.',
        author: 'Karthik S., recommended, 12 SSB Bengaluru (Navy)',
      },
      {
        text: 'Calm and precise. My WAT responses became natural instead of rehearsed slogans.',
        author: 'Nidhi P., CDS aspirant',
      },
    ],
    sessionTypes: [
      { label: '45 min TAT story review', minutes: 45, price: 2200 },
      { label: '60 min full psychology test review', minutes: 60, price: 3000 },
    ],
    windows: [
      [1, '17:00', '19:30'],
      [4, '10:00', '12:30'],
      [8, '17:00', '19:00'],
    ],
    typicalSession: {
      title: 'TAT and WAT review',
      sessionType: 'general_mentoring',
      description: 'Reviewing twelve TAT stories and a WAT set written under exam timing.',
    },
    reviews: [
      [5, 'She read my stories once and described my personality better than I could. Brilliant session.'],
      [5, null],
      [4, 'Helpful on SRT; a little fast for me, but the notes she shared afterwards were excellent.'],
      [5, 'The Self Description advice alone was worth it.'],
    ],
  },
  {
    email: 'harpreet.sandhu@example.com',
    firstName: 'Harpreet',
    lastName: 'Sandhu',
    title: 'Brig. (Retd), Former President, 31 SSB Kapurthala',
    bio:
      'Thirty-two years in the Regiment of Artillery, the last of them as President of 31 SSB. I have chaired hundreds ' +
      'of conferences and conducted thousands of personal interviews. I coach the interview and the conference: how to ' +
      'know your PIQ, answer honestly and stay composed when the questions get personal.',
    education: 'M.A. (Public Administration), Panjab University; National Defence College, New Delhi',
    location: 'Chandigarh',
    languages: ['English', 'Hindi', 'Punjabi'],
    experience: 32,
    experienceLevel: 'senior',
    hourlyRate: 4000,
    isVerified: true,
    specializations: ['Interview Techniques', 'Conference', 'Screening'],
    achievements: [
      'President, 31 SSB Kapurthala',
      'Conducted over 3,500 personal interviews',
      'Vishisht Seva Medal',
      'Commanded an artillery brigade on the western front',
    ],
    certifications: ['Interviewing Officer Course, DIPR', 'National Defence College course'],
    testimonials: [
      {
        text: 'The mock interview felt exactly like the real one, rapid-fire questions and all. Recommended on my third attempt.',
        author: 'Lt Gurpreet S., commissioned through OTA Chennai',
      },
      {
        text: 'Brigadier sir taught me to stop defending my weaknesses and simply own them.',
        author: 'Aditya M., TES aspirant',
      },
    ],
    sessionTypes: [
      { label: '60 min mock personal interview', minutes: 60, price: 4000 },
      { label: '30 min conference rehearsal', minutes: 30, price: 2000 },
    ],
    windows: [
      [2, '10:00', '12:00'],
      [6, '17:00', '19:00'],
    ],
    typicalSession: {
      title: 'Mock personal interview',
      sessionType: 'personal_interview',
      description: 'A full-length mock interview based on the PIQ form, with feedback.',
    },
    reviews: [
      [5, 'Intense and fair. The rapid-fire round is now my strength instead of my fear.'],
      [5, null],
      [5, 'Every question came from my own PIQ; I had never looked at it that carefully.'],
      [4, null],
      [5, 'Best investment of my preparation.'],
    ],
  },
  {
    email: 'anil.menon@example.com',
    firstName: 'Anil',
    lastName: 'Menon',
    title: 'Cdr. (Retd), Indian Navy, Former Interviewing Officer, NSB Coimbatore',
    bio:
      'Twenty years in the Indian Navy as an executive officer, with a tenure as Interviewing Officer at the Naval ' +
      'Selection Board. I help naval and technical entry aspirants with the interview, screening and the reasoning ' +
      'tests, and with explaining their engineering projects simply.',
    education: 'B.Tech (Electrical Engineering), Naval College of Engineering, Lonavala',
    location: 'Kochi',
    languages: ['English', 'Malayalam'],
    experience: 20,
    experienceLevel: 'senior',
    hourlyRate: 2800,
    isVerified: true,
    specializations: ['Interview Techniques', 'Screening', 'Conference'],
    achievements: [
      'Interviewing Officer, Naval Selection Board, Coimbatore',
      'Executive officer of a frontline frigate',
      'Chief of Naval Staff Commendation',
    ],
    certifications: ['Interviewing Officer Course, DIPR', 'Navigation and Direction Specialist'],
    testimonials: [
      {
        text: 'Commander Menon helped me explain my final-year project in two minutes flat. The IO asked about it and I was ready.',
        author: 'Sub Lt Divya N., Indian Navy (SSC Executive)',
      },
      {
        text: 'Good mix of OIR practice and interview drill. Very patient.',
        author: 'Abhinav J., 10+2 B.Tech entry aspirant',
      },
    ],
    sessionTypes: [],
    windows: [
      [1, '19:00', '21:00'],
      [3, '19:00', '21:00'],
      [10, '07:00', '09:00'],
    ],
    typicalSession: {
      title: 'Interview practice for the naval entry',
      sessionType: 'personal_interview',
      description: 'Questions on the PIQ, academics and the candidate’s engineering project.',
    },
    reviews: [
      [4, 'Good questions on my project; I need to work on current affairs as he pointed out.'],
      [5, null],
      [4, null],
    ],
  },
  {
    email: 'sunita.rathore@example.com',
    firstName: 'Sunita',
    lastName: 'Rathore',
    title: 'Wg Cdr (Retd), IAF, Former Interviewing Officer, 1 AFSB Dehradun',
    bio:
      'Served 18 years in the Indian Air Force in the Administration branch, including a tenure as Interviewing ' +
      'Officer at 1 AFSB. I specialise in Day 1: the OIR tests and the PPDT, where most candidates are lost, and in ' +
      'the interview for AFCAT and flying branch aspirants.',
    education: 'M.A. (English Literature), Lucknow University',
    location: 'Dehradun',
    languages: ['English', 'Hindi'],
    experience: 18,
    experienceLevel: 'senior',
    hourlyRate: 2200,
    isVerified: true,
    specializations: ['Screening', 'PPDT', 'Interview Techniques'],
    achievements: [
      'Interviewing Officer, 1 AFSB Dehradun',
      'Conducted PPDT screening for over 5,000 candidates',
      'AOC-in-C Commendation',
    ],
    certifications: ['Interviewing Officer Course, DIPR'],
    testimonials: [
      {
        text: 'I failed screening twice. After two PPDT drills with ma’am I cleared it and got recommended for the flying branch.',
        author: 'Fg Offr Ritika T., Indian Air Force',
      },
      {
        text: 'Her narration drill (one minute, no fillers) is tough but it works.',
        author: 'Varun B., AFCAT aspirant',
      },
    ],
    sessionTypes: [
      { label: '30 min PPDT narration drill', minutes: 30, price: 1100 },
      { label: '60 min screening day simulation', minutes: 60, price: 2200 },
    ],
    windows: [
      [2, '06:30', '08:30'],
      [4, '17:30', '20:00'],
      [7, '17:30', '20:00'],
      [11, '06:30', '08:30'],
    ],
    typicalSession: {
      title: 'PPDT story and narration drill',
      sessionType: 'group_discussion',
      description: 'Writing a PPDT story in four minutes and narrating it in one.',
    },
    reviews: [
      [5, 'Cleared screening at Dehradun the week after. Thank you, ma’am!'],
      [4, null],
      [5, 'Very structured; the PPDT checklist is gold.'],
    ],
  },
  {
    email: 'manoj.tiwari@example.com',
    firstName: 'Manoj',
    lastName: 'Tiwari',
    title: 'Lt Col (Retd), Former GTO, 34 SSB Prayagraj',
    bio:
      'Engineer officer with 21 years of service and three years as a GTO at 34 SSB. I run outdoor-style practice for ' +
      'the GTO series: group discussion, GPE, PGT, HGT, individual obstacles and the final group task, with a focus on ' +
      'giving practical ideas and working with the group instead of against it.',
    education: 'B.Tech (Civil Engineering), College of Military Engineering, Pune',
    location: 'Prayagraj',
    languages: ['Hindi', 'English'],
    experience: 21,
    experienceLevel: 'senior',
    hourlyRate: 1800,
    isVerified: true,
    specializations: ['GTO Tasks', 'Group Discussion', 'Command Tasks', 'Physical Fitness'],
    achievements: [
      'Group Testing Officer, 34 SSB Prayagraj',
      'Built bridges and tracks in Arunachal Pradesh as a field company commander',
      'Trains NCC cadets for SSB every summer',
    ],
    certifications: ['GTO Course, DIPR'],
    testimonials: [
      {
        text: 'The GPE session taught me to read the map first and talk second. Recommended from 14 SSB.',
        author: 'Lt Harsh V., commissioned through IMA',
      },
      {
        text: 'Very affordable and very practical. Sir explains the rules of every obstacle.',
        author: 'Manisha K., NCC Special Entry aspirant',
      },
    ],
    sessionTypes: [],
    windows: [
      [1, '06:00', '08:00'],
      [3, '06:00', '08:00'],
      [6, '18:00', '20:30'],
    ],
    typicalSession: {
      title: 'Group Planning Exercise practice',
      sessionType: 'planning_exercise',
      description: 'Reading the GPE model, writing a solution in ten minutes and discussing it.',
    },
    reviews: [
      [4, 'Practical and down to earth.'],
      [5, 'The GPE framework he teaches is simple and it works under time pressure.'],
      [5, null],
      [4, null],
    ],
  },
  {
    email: 'anjali.bhattacharya@example.com',
    firstName: 'Anjali',
    lastName: 'Bhattacharya',
    title: 'Former SSB Psychologist (DIPR), 21 SSB Bhopal',
    bio:
      'Psychologist with ten years at Selection Centre Central, Bhopal. I help candidates understand the psychology ' +
      'tests as a whole: how TAT, WAT, SRT and the Self Description fit together, and why consistency across them ' +
      'matters more than any single clever answer.',
    education: 'Ph.D. (Applied Psychology), University of Calcutta',
    location: 'Bhopal',
    languages: ['English', 'Hindi', 'Bengali'],
    experience: 12,
    experienceLevel: 'senior',
    hourlyRate: 2000,
    isVerified: true,
    specializations: ['Psychology', 'TAT', 'SRT', 'WAT'],
    achievements: [
      'Psychologist, 21 SSB Bhopal, for ten years',
      'Trained newly posted SSB psychologists in test interpretation',
      'Author of a Bengali self-help book on exam anxiety',
      'Speaker at the National Academy of Psychology conference',
    ],
    certifications: ['SSB Psychologist Course, DIPR', 'Certified in Cognitive Behavioural Therapy, Beck Institute'],
    testimonials: [
      {
        text: 'Dr. Bhattacharya helped me see the link between my SRT answers and my TAT heroes. Recommended from 22 SSB.',
        author: 'Lt Saurabh P., commissioned through IMA',
      },
      {
        text: 'She is warm but honest. My Self Description finally sounds like me.',
        author: 'Tanya G., CDS (OTA) aspirant',
      },
      {
        text: 'Excellent WAT practice with instant feedback on every response.',
        author: 'Imran S., NDA aspirant',
      },
    ],
    sessionTypes: [
      { label: '45 min SRT and WAT review', minutes: 45, price: 1500 },
      { label: '60 min psychology test consultation', minutes: 60, price: 2000 },
    ],
    windows: [
      [2, '19:00', '21:00'],
      [5, '10:00', '12:00'],
      [8, '19:00', '21:00'],
    ],
    typicalSession: {
      title: 'Psychology tests consultation',
      sessionType: 'general_mentoring',
      description: 'Going through a full psychology set: TAT, WAT, SRT and the Self Description.',
    },
    reviews: [
      [5, 'The most useful hour of my preparation.'],
      [5, null],
      [5, 'Patient and insightful; she never gives you a template.'],
      [4, null],
      [5, null],
      [5, 'My SRTs are now short, practical and honest.'],
    ],
  },
  {
    email: 'rahul.chauhan@example.com',
    firstName: 'Rahul',
    lastName: 'Chauhan',
    title: 'Maj. (Retd), Former Infantry Officer, recommended on the fourth attempt',
    bio:
      'I was conferenced out three times before being recommended from 18 SSB Prayagraj, then served ten years in the ' +
      'Kumaon Regiment. I coach repeaters: finding the real reason you were not recommended, fixing it, and walking ' +
      'into the next SSB calm. Screening, PPDT and group discussion are my focus.',
    education: 'B.A. (History), Hindu College, University of Delhi',
    location: 'Dehradun',
    languages: ['English', 'Hindi'],
    experience: 10,
    experienceLevel: 'experienced',
    hourlyRate: 1500,
    isVerified: false,
    specializations: ['Screening', 'PPDT', 'Group Discussion'],
    achievements: [
      'Recommended from 18 SSB Prayagraj after three conference-outs',
      'Served ten years with an infantry battalion of the Kumaon Regiment',
      'Instructor, Junior Leaders Wing, Belgaum',
    ],
    certifications: ['Junior Command Course, Army War College, Mhow'],
    testimonials: [
      {
        text: 'Sir has been exactly where I was. He helped me stop overthinking the GD.',
        author: 'Nikhil A., CDS aspirant (fourth attempt)',
      },
      {
        text: 'Very relatable and practical tips for PPDT.',
        author: 'Pallavi R., AFCAT aspirant',
      },
    ],
    sessionTypes: [],
    windows: [
      [3, '17:00', '19:00'],
      [7, '06:30', '08:30'],
    ],
    typicalSession: {
      title: 'Repeater review and PPDT practice',
      sessionType: 'group_discussion',
      description: 'Reviewing the previous SSB attempts and practising a PPDT narration.',
    },
    reviews: [
      [5, 'He understood my problem in ten minutes. Great session for repeaters.'],
      [4, null],
    ],
  },
  {
    email: 'deepak.nair@example.com',
    firstName: 'Deepak',
    lastName: 'Nair',
    title: 'Gp Capt (Retd), Former Interviewing Officer, 2 AFSB Mysuru',
    bio:
      'Fighter pilot with 24 years in the Indian Air Force and a tenure as Interviewing Officer at 2 AFSB Mysuru. I ' +
      'prepare flying branch and AFCAT aspirants for the interview and the conference. Packages are tailored after ' +
      'a first conversation, so my rate shows as Custom.',
    education: 'B.Sc. (Computer Science), National Defence Academy; M.Sc. (Defence Studies), University of Madras',
    location: 'Mysuru',
    languages: ['English', 'Kannada', 'Malayalam'],
    experience: 24,
    experienceLevel: 'senior',
    hourlyRate: null,
    isVerified: true,
    specializations: ['Interview Techniques', 'Conference', 'Screening'],
    achievements: [
      'Interviewing Officer, 2 AFSB Mysuru',
      'Over 2,800 flying hours on fighter aircraft',
      'Qualified Flying Instructor, Air Force Academy, Dundigal',
    ],
    certifications: ['Interviewing Officer Course, DIPR', 'Qualified Flying Instructor (Cat A)'],
    testimonials: [
      {
        text: 'Group Captain Nair knows exactly what the board looks for in a future pilot. Recommended at 2 AFSB.',
        author: 'Fg Offr Aniket P., Indian Air Force (flying branch)',
      },
      {
        text: 'His questions on my hobbies went deeper than I expected. I was much better prepared for the real IO.',
        author: 'Meghna S., AFCAT aspirant',
      },
    ],
    sessionTypes: [
      { label: '60 min mock interview (flying branch)', minutes: 60, price: 3200 },
      { label: '90 min interview and conference package', minutes: 90, price: 4500 },
    ],
    windows: [
      [4, '18:00', '20:00'],
      [9, '18:00', '20:30'],
      [12, '10:00', '12:00'],
    ],
    typicalSession: {
      title: 'Mock interview for the flying branch',
      sessionType: 'personal_interview',
      description: 'PIQ-based interview with questions on aviation awareness and hobbies.',
    },
    reviews: [
      [5, 'Deep, searching questions. Exactly what I needed before Mysuru.'],
      [4, null],
      [4, 'Good session; I would have liked more time on the conference.'],
      [5, null],
    ],
  },
  {
    email: 'farhan.qureshi@example.com',
    firstName: 'Farhan',
    lastName: 'Qureshi',
    title: 'Lt Cdr (Retd), Indian Navy, Former GTO, 33 SSB Bhopal',
    bio:
      'Fourteen years in the Indian Navy and two as a GTO at 33 SSB. I focus on group discussion, the lecturette and ' +
      'the outdoor tasks: speaking with substance, listening to the group and staying useful when someone else leads.',
    education: 'B.Tech (Mechanical Engineering), Indian Naval Academy, Ezhimala',
    location: 'Secunderabad',
    languages: ['English', 'Telugu', 'Urdu', 'Hindi'],
    experience: 14,
    experienceLevel: 'experienced',
    hourlyRate: 2400,
    isVerified: true,
    specializations: ['Group Discussion', 'GTO Tasks', 'Command Tasks'],
    achievements: [
      'Group Testing Officer, 33 SSB Bhopal',
      'Served on a fleet tanker during anti-piracy patrols in the Gulf of Aden',
      'Conducts free weekend GD sessions for NCC cadets',
    ],
    certifications: ['GTO Course, DIPR'],
    testimonials: [
      {
        text: 'The lecturette drill (3 minutes to prepare, 3 to speak) was exactly what I needed.',
        author: 'Shreya D., Navy SSC aspirant',
      },
      {
        text: 'Helped me talk less and contribute more in GD. Recommended from 33 SSB.',
        author: 'Midshipman Arvind K., Indian Naval Academy',
      },
    ],
    sessionTypes: [],
    windows: [
      [2, '18:00', '20:00'],
      [6, '07:00', '09:00'],
      [10, '18:00', '20:00'],
    ],
    typicalSession: {
      title: 'Group discussion and lecturette practice',
      sessionType: 'group_discussion',
      description: 'Two GD topics and one lecturette, with feedback on content and delivery.',
    },
    reviews: [
      [4, null],
      [5, 'Sharp feedback on my GD entries. Much more confident now.'],
      [4, 'Good lecturette practice.'],
      [5, null],
      [4, null],
    ],
  },
  {
    email: 'neha.joshi@example.com',
    firstName: 'Neha',
    lastName: 'Joshi',
    title: 'Sqn Ldr (Retd), IAF, Former Psychologist, 3 AFSB Gandhinagar',
    bio:
      'Served as an IAF psychologist at 3 AFSB Gandhinagar for six years. I coach the Self Description and the ' +
      'psychology tests with one aim: helping you understand yourself well enough that the board sees the same person ' +
      'in every test.',
    education: 'M.A. (Psychology), Maharaja Sayajirao University of Baroda',
    location: 'Gandhinagar',
    languages: ['English', 'Gujarati', 'Hindi'],
    experience: 11,
    experienceLevel: 'experienced',
    hourlyRate: 2600,
    isVerified: true,
    specializations: ['Psychology', 'SRT', 'WAT'],
    achievements: [
      'Psychologist, 3 AFSB Gandhinagar',
      'Designed a self-awareness workshop for Air Force Academy cadets',
      'Guest faculty, Gujarat University',
    ],
    certifications: ['SSB Psychologist Course, DIPR'],
    testimonials: [
      {
        text: 'My Self Description used to be a list of adjectives. Now it has examples from my life.',
        author: 'Kunal M., AFCAT aspirant',
      },
      {
        text: 'Ma’am’s feedback on SRT was specific and kind.',
        author: 'Ayesha F., CDS aspirant',
      },
    ],
    sessionTypes: [],
    windows: [
      [3, '10:00', '12:00'],
      [5, '18:30', '20:30'],
      [12, '18:30', '20:30'],
    ],
    typicalSession: {
      title: 'Self Description and SRT review',
      sessionType: 'general_mentoring',
      description: 'Reviewing the five Self Description paragraphs and a set of SRT responses.',
    },
    reviews: [
      [5, 'I finally understand what the SD is for.'],
      [5, null],
      [4, null],
    ],
  },
  {
    email: 'gurmeet.dhillon@example.com',
    firstName: 'Gurmeet',
    lastName: 'Dhillon',
    title: 'Col. (Retd), Former Interviewing Officer, 32 SSB Kapurthala',
    bio:
      'Armoured Corps officer with 28 years of service, four of them as Interviewing Officer at 32 SSB. I offer ' +
      'intensive interview and conference preparation, usually as a short series agreed after an introductory call, ' +
      'so my rate is custom.',
    education: 'M.Sc. (Defence and Strategic Studies), University of Madras',
    location: 'Kapurthala',
    languages: ['Punjabi', 'Hindi', 'English'],
    experience: 28,
    experienceLevel: 'senior',
    hourlyRate: null,
    isVerified: true,
    meetingLink: 'https://meet.jit.si/ssb-academy-col-dhillon-interview-room',
    specializations: ['Interview Techniques', 'Conference'],
    achievements: [
      'Interviewing Officer, 32 SSB Kapurthala',
      'Commanded an armoured regiment',
      'Instructor, Armoured Corps Centre and School, Ahmednagar',
      'Mentored over 300 recommended candidates since retirement',
    ],
    certifications: ['Interviewing Officer Course, DIPR'],
    testimonials: [
      {
        text: 'Colonel Dhillon prepared me for the conference like no one else. I was calm, and I was recommended.',
        author: 'Lt Jaspreet K., commissioned through OTA Chennai',
      },
      {
        text: 'His questions about my family and friends made me reflect honestly. That honesty showed in the real interview.',
        author: 'Devansh T., TES aspirant',
      },
    ],
    sessionTypes: [
      { label: '60 min interview series, first session', minutes: 60, price: 3500 },
      { label: 'Custom preparation plan (discussed on call)', minutes: 45, price: null },
    ],
    windows: [
      [1, '10:00', '12:00'],
      [8, '10:00', '12:30'],
    ],
    typicalSession: {
      title: 'Interview and conference preparation',
      sessionType: 'personal_interview',
      description: 'Mock interview and a rehearsal of the conference.',
    },
    reviews: [
      [5, 'Every minute was worth it.'],
      [4, null],
      [5, 'He asked exactly the kind of questions my IO asked at Kapurthala.'],
      [5, null],
    ],
  },
  {
    email: 'pooja.saxena@example.com',
    firstName: 'Pooja',
    lastName: 'Saxena',
    title: 'Capt. (Retd), Army Service Corps, coach for women’s entries',
    bio:
      'Commissioned through OTA Chennai after being recommended at 22 SSB Bhopal, I served as a Short Service ' +
      'Commission officer in the Army Service Corps. I now coach women aspirants for CDS (OTA), AFCAT and the NCC ' +
      'special entry, with a focus on the interview and group discussion.',
    education: 'B.A. (Economics), Lady Shri Ram College for Women',
    location: 'Delhi',
    languages: ['English', 'Hindi'],
    experience: 8,
    experienceLevel: 'experienced',
    hourlyRate: 1600,
    isVerified: false,
    specializations: ['Interview Techniques', 'Group Discussion', 'PPDT'],
    achievements: [
      'Recommended at 22 SSB Bhopal on the first attempt',
      'Served as a Short Service Commission officer in the Army Service Corps',
      'Organises a monthly SSB meet-up for women aspirants in Delhi',
    ],
    certifications: ['Pre-Commission Training, Officers Training Academy, Chennai'],
    testimonials: [
      {
        text: 'Captain Pooja answered every question about OTA life that my family had. And she fixed my GD style.',
        author: 'Simran K., CDS (OTA) aspirant',
      },
      {
        text: 'Friendly and focused. The mock interview was realistic.',
        author: 'Ananya R., NCC Special Entry aspirant',
      },
    ],
    sessionTypes: [],
    windows: [
      [4, '07:00', '09:00'],
      [11, '17:30', '20:00'],
    ],
    typicalSession: {
      title: 'Interview practice',
      sessionType: 'personal_interview',
      description: 'A mock interview followed by a short discussion of training at OTA.',
    },
    reviews: [],
  },
  {
    email: 'sameer.kulkarni@example.com',
    firstName: 'Sameer',
    lastName: 'Kulkarni',
    title: 'Lt Col (Retd), Army Physical Training Corps',
    bio:
      'Physical training specialist with 22 years in the Army, including instructor tenures at the Army School of ' +
      'Physical Training, Pune. I prepare aspirants for the physical side of the GTO series (individual obstacles, ' +
      'the group obstacle race, the final group task) and for training after selection.',
    education: 'Master of Physical Education, Lakshmibai National Institute of Physical Education, Gwalior',
    location: 'Pune',
    languages: ['English', 'Hindi', 'Marathi'],
    experience: 22,
    experienceLevel: 'senior',
    hourlyRate: 1500,
    isVerified: false,
    specializations: ['Physical Fitness', 'GTO Tasks'],
    achievements: [
      'Senior Instructor, Army School of Physical Training, Pune',
      'Coached Army athletics teams at the Services championships',
      'Completed the Comrades ultramarathon twice',
    ],
    certifications: ['Physical Training Instructor Course, ASPT Pune', 'ACE Certified Personal Trainer'],
    testimonials: [
      {
        text: 'His six-week plan took my 2.4 km run from 12:40 to 10:05.',
        author: 'Yash P., NDA aspirant',
      },
      {
        text: 'Finally learnt the right technique for the tarzan swing and the commando walk.',
        author: 'Mohit L., CDS aspirant',
      },
    ],
    sessionTypes: [],
    windows: [
      [1, '05:30', '07:30'],
      [3, '05:30', '07:30'],
      [5, '05:30', '07:30'],
      [7, '05:30', '07:30'],
    ],
    typicalSession: {
      title: 'Fitness assessment and training plan',
      sessionType: 'general_mentoring',
      description: 'Reviewing running times and strength tests, then building a weekly plan.',
    },
    reviews: [],
  },
];
