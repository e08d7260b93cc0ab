/** The studio's own WAT sets (docs/product/practice.md "The bank"): written for SSB Academy. */
export type WatSet = {
  title: string;
  description: string;
  words: readonly string[];
};

/**
 * Eight sets of sixty words, no word (nor another form of it) in two sets. Each set has the board's
 * mix: about a third positive, a third negative or hard, a third neutral, interleaved, with a few
 * service words and a few of Indian daily life. Set 1 is the demo seed's set (server/src/db/seed/demo-practice.ts).
 */
// prettier-ignore
export const WAT_SETS: readonly WatSet[] = [
  {
    title: 'WAT set 1',
    description: "Sixty everyday words, the board's mix of positive, hard and neutral ones.",
    words: [
      'Army', 'Mother', 'Fear', 'Lead', 'Team', 'Defeat', 'Friend', 'Duty', 'Risk', 'Night',
      'Help', 'Win', 'Fail', 'Brave', 'Alone', 'Love', 'Work', 'Plan', 'Death', 'Trust',
      'Nation', 'River', 'Attack', 'Cooperate', 'Discipline', 'Quarrel', 'Success', 'Sports', 'Sister', 'Mountain',
      'Doubt', 'Hope', 'Punctual', 'Weak', 'Crowd', 'Accident', 'Honest', 'Lazy', 'Character', 'Responsible',
      'Enemy', 'Book', 'Money', 'Girl', 'Patience', 'Village', 'Hurry', 'Calm', 'Decide', 'Anger',
      'Hero', 'Time', 'Power', 'Society', 'Problem', 'Father', 'Smile', 'Challenge', 'Care', 'Goal',
    ],
  },
  {
    title: 'WAT set 2',
    description: "Sixty words, the board's mix of positive, hard and neutral ones, with a flavour of home and family.",
    words: [
      'Healthy', 'Uniform', 'Lonely', 'Respect', 'Guest', 'Welcome', 'Danger', 'Poverty', 'Gentle', 'Clock',
      'Blame', 'Debt', 'Share', 'Neighbour', 'Polite', 'Flag', 'Shout', 'Milk', 'Honour', 'Festival',
      'Wedding', 'Affection', 'Kind', 'Delay', 'Brother', 'Shame', 'House', 'Together', 'Mistake', 'Lie',
      'Monsoon', 'Parade', 'Jealous', 'Learn', 'Door', 'Promise', 'Confidence', 'Fight', 'Sick', 'Effort',
      'Garden', 'Worry', 'Dog', 'Scold', 'Cheerful', 'Orphan', 'Idea', 'Forgive', 'Letter', 'Courage',
      'Tea', 'Salute', 'Flood', 'Kitchen', 'Loss', 'Quit', 'Victory', 'Tension', 'Support', 'Parent',
    ],
  },
  {
    title: 'WAT set 3',
    description: "Sixty words, the board's mix of positive, hard and neutral ones, with a flavour of weather and the outdoors.",
    words: [
      'Discover', 'Bold', 'Patrol', 'Drought', 'Harvest', 'Tired', 'Panic', 'Alert', 'Mango', 'Umbrella',
      'Adventure', 'Hunger', 'Compass', 'Steady', 'Bridge', 'Faith', 'Skill', 'Snake', 'Snow', 'Tears',
      'Sea', 'Collapse', 'Reliable', 'Explore', 'Tiger', 'Hill', 'Regret', 'Storm', 'Safe', 'Suspect',
      'Progress', 'Bright', 'Hate', 'Threat', 'Stone', 'Cruel', 'Sky', 'Tent', 'Ruin', 'Grateful',
      'Protect', 'Earthquake', 'Kite', 'Dark', 'Rescue', 'Rain', 'Joy', 'Fall', 'Border', 'Desert',
      'Thirst', 'Drown', 'Wind', 'Endurance', 'Island', 'Peace', 'Escape', 'Forest', 'Strength', 'Humble',
    ],
  },
  {
    title: 'WAT set 4',
    description: "Sixty words, the board's mix of positive, hard and neutral ones, with a flavour of campus and sport.",
    words: [
      'College', 'Disappoint', 'Pressure', 'Equal', 'Teacher', 'Inspire', 'Gossip', 'Medal', 'Smart', 'Hostel',
      'Penalty', 'Library', 'Energy', 'Cadet', 'Nervous', 'Active', 'Science', 'Rude', 'Injury', 'Cricket',
      'Rival', 'Improve', 'Bully', 'Wisdom', 'Tuition', 'Dream', 'Ground', 'Ego', 'Ambition', 'Bored',
      'Applause', 'Absent', 'Kabaddi', 'Prize', 'School', 'Reject', 'Fair', 'Late', 'Drill', 'Result',
      'Talent', 'Tease', 'Race', 'Confuse', 'Champion', 'Creative', 'Student', 'Ball', 'Shy', 'Merit',
      'Sincere', 'Error', 'Stress', 'Focus', 'Hockey', 'Eager', 'Pen', 'Curious', 'Cheat', 'Exam',
    ],
  },
  {
    title: 'WAT set 5',
    description: "Sixty words, the board's mix of positive, hard and neutral ones, with a flavour of journeys.",
    words: [
      'Overcome', 'Opportunity', 'Train', 'Fever', 'Ready', 'Burden', 'Pain', 'Vision', 'Bus', 'Missing',
      'Station', 'Sailor', 'Coward', 'Robbery', 'Comfort', 'Smoke', 'Relief', 'Adjust', 'Holiday', 'Pilot',
      'Future', 'Rickshaw', 'Lake', 'Irritate', 'Map', 'Wound', 'Useless', 'Lucky', 'Platform', 'Railway',
      'Loyal', 'Scared', 'Spirit', 'Broken', 'Phone', 'Generous', 'Queue', 'Laugh', 'Daring', 'Helicopter',
      'Emergency', 'Ship', 'Upset', 'Road', 'Complain', 'Guide', 'Crash', 'Scooter', 'Willing', 'Bag',
      'Save', 'Trouble', 'Excuse', 'Ticket', 'Companion', 'Journey', 'Celebrate', 'Freedom', 'Hurt', 'Refuse',
    ],
  },
  {
    title: 'WAT set 6',
    description: "Sixty words, the board's mix of positive, hard and neutral ones, with a flavour of village and farm.",
    words: [
      'Fresh', 'Grow', 'Coconut', 'Farmer', 'Guilt', 'Satisfaction', 'Lantern', 'Charity', 'Tractor', 'Damage',
      'Modest', 'Conflict', 'Neglect', 'Noble', 'Buffalo', 'Sugarcane', 'Mercy', 'Stove', 'Pond', 'Devotion',
      'Seed', 'Crisis', 'Fire', 'Unity', 'Disease', 'Rifle', 'Beauty', 'Sorrow', 'Dignity', 'Believe',
      'Revenge', 'Field', 'Stubborn', 'Paddy', 'Greed', 'Harmony', 'Bunker', 'Volunteer', 'Dispute', 'Grief',
      'Bullock', 'Argue', 'Sentry', 'Mosquito', 'Dirty', 'Patriot', 'Hut', 'Veteran', 'Sacrifice', 'Cure',
      'Cattle', 'Tree', 'Hesitate', 'Cart', 'Build', 'Service', 'Funeral', 'Waste', 'Truth', 'Suffer',
    ],
  },
  {
    title: 'WAT set 7',
    description: "Sixty words, the board's mix of positive, hard and neutral ones, with a flavour of town and work.",
    words: [
      'Newspaper', 'Balance', 'Determination', 'Corrupt', 'Badge', 'Cooler', 'Chaos', 'Reward', 'Strict', 'Unemployed',
      'Capable', 'Bribe', 'Command', 'Bank', 'Sympathy', 'Organise', 'Punish', 'Obey', 'City', 'Excellent',
      'Arrogant', 'Promotion', 'Traffic', 'Officer', 'Unfair', 'Integrity', 'Regiment', 'Prison', 'Doctor', 'Crime',
      'Rumour', 'Factory', 'Pollution', 'Street', 'Achieve', 'Compassion', 'Difficult', 'Tolerance', 'Selfish', 'Despair',
      'Court', 'Harsh', 'Encourage', 'Initiative', 'Insult', 'Tiffin', 'Praise', 'Obstacle', 'Salary', 'Market',
      'Solve', 'Efficient', 'Hospital', 'Computer', 'Fraud', 'Admire', 'Perseverance', 'Temper', 'Engineer', 'Police',
    ],
  },
  {
    title: 'WAT set 8',
    description: "Sixty words, the board's mix of positive, hard and neutral ones, with a flavour of service life.",
    words: [
      'Clean', 'Comrade', 'Betray', 'Violence', 'Valour', 'Warm', 'Bicycle', 'Radio', 'Ignore', 'Surrender',
      'Happy', 'Pride', 'Poison', 'Conquer', 'Fit', 'Steal', 'Yoga', 'Captain', 'Dedication', 'Struggle',
      'Spice', 'War', 'Trench', 'Neat', 'Justice', 'Retreat', 'Cry', 'Soldier', 'Rice', 'Terror',
      'Jeep', 'Battle', 'Aircraft', 'Navy', 'Triumph', 'Gift', 'Mirror', 'Shock', 'Fault', 'Moon',
      'Boots', 'Harm', 'Perfect', 'Tank', 'Invent', 'Sad', 'Glory', 'Optimism', 'Camp', 'Martyr',
      'March', 'Recover', 'Guard', 'Bond', 'Envy', 'Quick', 'Morning', 'Blood', 'Weapon', 'Blanket',
    ],
  },
];
