import type { OirQuestion } from './question';

/**
 * The hand-written verbal questions (word analogies, odd ones out, blood relations, syllogisms, word
 * meanings, everyday reasoning), written for SSB Academy. The first group is the demo set's OIR questions
 * (server/src/db/seed/demo-practice.ts), reused once each; two of those drew figures with text symbols
 * and one odd-one-out (square, triangle, circle, rectangle) could be argued two ways, so they are left out.
 * Odd-one-out groups are chosen so that only one option breaks the shared property.
 */

type Written = Omit<OirQuestion, 'figure'>;

const q = (prompt: string, options: string[], rightChoice: number, explanation: string): Written => ({ prompt, options, rightChoice, explanation });
const ODD = 'Which is the odd one out?';

const FROM_DEMO: Written[] = [
  q('Next in the series: 3, 6, 12, 24, ?', ['36', '48', '30', '42'], 1, 'Each number doubles.'),
  q('Next in the series: 5, 10, 17, 26, ?', ['35', '37', '36', '39'], 1, 'The gaps are 5, 7, 9, 11.'),
  q('Next in the series: 2, 3, 5, 7, 11, ?', ['12', '13', '15', '17'], 1, 'These are the prime numbers in order.'),
  q('Next in the series: 81, 27, 9, 3, ?', ['0', '1', '3', '2'], 1, 'Each number is a third of the one before.'),
  q('Next in the series: 1, 4, 9, 16, ?', ['20', '24', '25', '36'], 2, 'The squares of 1, 2, 3, 4, 5.'),
  q('Next in the series: 7, 14, 28, 56, ?', ['84', '112', '70', '98'], 1, 'Each number doubles.'),
  q('Next in the series: 100, 96, 88, 76, ?', ['60', '64', '58', '66'], 0, 'The gaps are 4, 8, 12, 16.'),
  q('Next in the series: 1, 1, 2, 3, 5, 8, ?', ['11', '12', '13', '14'], 2, 'Each number is the sum of the two before it.'),
  q('Next in the series: A, C, F, J, ?', ['N', 'O', 'P', 'M'], 1, 'The letters move on by 2, 3, 4, then 5.'),
  q('Next in the series: B, D, F, H, ?', ['I', 'J', 'K', 'L'], 1, 'Every second letter.'),
  q('Soldier is to Army as Sailor is to ?', ['Ship', 'Navy', 'Sea', 'Port'], 1, 'A soldier serves in the Army, a sailor in the Navy.'),
  q('Pen is to Write as Knife is to ?', ['Sharp', 'Cut', 'Steel', 'Kitchen'], 1, 'The tool and what it is used for.'),
  q(
    'Day is to Night as Courage is to ?',
    ['Fear', 'Bravery', 'Cowardice', 'Valour'],
    2,
    'Opposites: the opposite of courage is cowardice (fear is a feeling, not the opposite quality).',
  ),
  q('Book is to Library as Aircraft is to ?', ['Runway', 'Pilot', 'Hangar', 'Sky'], 2, 'Where each is kept.'),
  q('Doctor is to Hospital as Teacher is to ?', ['Student', 'School', 'Book', 'Class'], 1, 'Where each works.'),
  q(ODD, ['Rifle', 'Pistol', 'Carbine', 'Tank'], 3, 'The others are small arms a soldier carries.'),
  q(ODD, ['Mercury', 'Venus', 'Moon', 'Mars'], 2, 'The Moon is not a planet.'),
  q(ODD, ['Captain', 'Major', 'Colonel', 'Admiral'], 3, 'Admiral is not an Army rank; the other three are.'),
  q(ODD, ['17', '19', '21', '23'], 2, '21 is not a prime number (3 × 7).'),
  q(ODD, ['Delhi', 'Mumbai', 'Nepal', 'Chennai'], 2, 'Nepal is a country; the others are cities.'),
  q('If CAT is written DBU in a code, how is DOG written?', ['EPH', 'FQI', 'DPH', 'EOH'], 0, 'Each letter moves one place forward.'),
  q('If MANGO is written NBOHP in a code, how is APPLE written?', ['BQQMF', 'BPPLF', 'ZOOKD', 'BQQLF'], 0, 'Each letter moves one place forward.'),
  q('If 2 = 6, 3 = 12 and 4 = 20, then 5 = ?', ['25', '30', '35', '28'], 1, 'n × (n + 1): 5 × 6 = 30.'),
  q(
    'Ravi walks 5 km north, turns right and walks 3 km, then turns right again and walks 5 km. How far is he from where he started?',
    ['3 km', '5 km', '8 km', '13 km'],
    0,
    'He ends 3 km east of the start.',
  ),
  q(
    'You face north, turn 90° clockwise and then turn 180°. Which way do you face now?',
    ['North', 'South', 'East', 'West'],
    3,
    'Clockwise 90° from north is east; half a turn from east is west.',
  ),
  q(
    "A is B's brother and C is A's mother. How is C related to B?",
    ['Aunt', 'Mother', 'Sister', 'Grandmother'],
    1,
    'A and B are siblings, so their mother is the same.',
  ),
  q(
    'Pointing to a boy, Neha says: "His mother is my mother\'s only daughter." How is the boy related to Neha?',
    ['Brother', 'Son', 'Nephew', 'Cousin'],
    1,
    "Her mother's only daughter is Neha herself, so the boy is her son.",
  ),
  q('A train covers 180 km in 3 hours. What is its speed?', ['50 km/h', '60 km/h', '70 km/h', '90 km/h'], 1, '180 ÷ 3 = 60.'),
  q('What is 15% of 200?', ['15', '20', '30', '35'], 2, '200 × 15 ÷ 100 = 30.'),
  q(
    'Six men dig a trench in 10 days. How long do 12 men take, working at the same pace?',
    ['5 days', '20 days', '8 days', '6 days'],
    0,
    'Twice the men, half the time.',
  ),
  q('What is the average of 4, 8, 12 and 16?', ['8', '10', '12', '40'], 1, '40 ÷ 4 = 10.'),
  q("What angle do the hands of a clock make at 3 o'clock?", ['45°', '60°', '90°', '180°'], 2, 'A quarter of the dial: 90°.'),
  q('Which word comes first in a dictionary?', ['Soldier', 'Solace', 'Solemn', 'Solid'], 1, 'After "sol", the letter a comes before d, e and i.'),
  q('Which word means the same as BRAVE?', ['Timid', 'Valiant', 'Weak', 'Shy'], 1, 'Valiant means brave.'),
  q('Which word means the opposite of ADVANCE?', ['Progress', 'Attack', 'Retreat', 'Proceed'], 2, 'To retreat is to move back.'),
  q(
    'All officers are leaders. Some leaders are athletes. Which statement must be true?',
    ['All leaders are officers', 'Some athletes are officers', 'All officers are leaders', 'No leader is an athlete'],
    2,
    'Only what the first statement says is certain; nothing follows about officers and athletes.',
  ),
  q('How many days are there in 3 weeks and 4 days?', ['21', '24', '25', '28'], 2, '3 × 7 + 4 = 25.'),
];

const ANALOGIES: Written[] = [
  q('Eye is to See as Ear is to ?', ['Hear', 'Sound', 'Music', 'Loud'], 0, 'The organ and what it does.'),
  q('Bird is to Nest as Bee is to ?', ['Honey', 'Hive', 'Flower', 'Sting'], 1, 'Where each lives.'),
  q('Hot is to Cold as Victory is to ?', ['Triumph', 'Battle', 'Defeat', 'Glory'], 2, 'Opposites.'),
  q('Cub is to Lion as Calf is to ?', ['Horse', 'Cow', 'Goat', 'Dog'], 1, 'The young one and the grown animal.'),
  q(
    'Thermometer is to Temperature as Barometer is to ?',
    ['Height', 'Rain', 'Pressure', 'Humidity'],
    2,
    'The instrument and what it measures: a barometer measures air pressure.',
  ),
  q('Pilot is to Aircraft as Captain is to ?', ['Sea', 'Ship', 'Crew', 'Port'], 1, 'Who is in command of what.'),
  q('Author is to Book as Sculptor is to ?', ['Chisel', 'Stone', 'Statue', 'Museum'], 2, 'The maker and what is made.'),
  q('Foot is to Shoe as Hand is to ?', ['Ring', 'Glove', 'Finger', 'Watch'], 1, 'What is worn to cover each.'),
  q('4 is to 16 as 7 is to ?', ['28', '14', '49', '21'], 2, 'The square: 7 × 7 = 49.'),
  q('3 is to 27 as 5 is to ?', ['25', '125', '15', '75'], 1, 'The cube: 5 × 5 × 5 = 125.'),
  q('Kilometre is to Distance as Kilogram is to ?', ['Volume', 'Mass', 'Length', 'Size'], 1, 'The unit and what it measures.'),
  q('Fish is to Gills as Human is to ?', ['Heart', 'Nose', 'Lungs', 'Skin'], 2, 'The organ each breathes with.'),
  q('Bullet is to Rifle as Arrow is to ?', ['Target', 'Bow', 'Quiver', 'Archer'], 1, 'What is fired and what fires it.'),
  q('Teacher is to Class as General is to ?', ['Army', 'Medal', 'War', 'Uniform'], 0, 'The one who leads and the group led.'),
];

const ODD_ONES: Written[] = [
  q(ODD, ['Cheetah', 'Lion', 'Eagle', 'Tiger'], 2, 'The eagle is a bird; the others are big cats.'),
  q(ODD, ['Gram', 'Kilogram', 'Litre', 'Tonne'], 2, 'A litre measures volume; the others measure mass.'),
  q(ODD, ['Copper', 'Iron', 'Wood', 'Silver'], 2, 'Wood is not a metal.'),
  q(ODD, ['Ganga', 'Yamuna', 'Himalaya', 'Godavari'], 2, 'The Himalaya is a mountain range; the others are rivers.'),
  q(ODD, ['Violin', 'Sitar', 'Guitar', 'Tabla'], 3, 'The tabla is a drum; the others have strings.'),
  q(ODD, ['Hockey', 'Football', 'Chess', 'Basketball'], 2, 'Chess is not a team ball game.'),
  q(ODD, ['25', '49', '63', '81'], 2, '63 is not a perfect square (the others are 5², 7², 9²).'),
  q(ODD, ['Jaipur', 'Lucknow', 'Kanpur', 'Bhopal'], 2, 'Kanpur is not a state capital; the others are.'),
  q(ODD, ['Square', 'Rhombus', 'Rectangle', 'Triangle'], 3, 'A triangle has three sides; the others have four.'),
  q(ODD, ['Wheat', 'Rice', 'Potato', 'Maize'], 2, 'The potato is a tuber; the others are cereal grains.'),
  q(ODD, ['January', 'March', 'June', 'July'], 2, 'June has 30 days; the others have 31.'),
  q(ODD, ['Heart', 'Lungs', 'Femur', 'Kidney'], 2, 'The femur is a bone; the others are organs.'),
  q(ODD, ['12', '18', '27', '30'], 2, '27 is odd and not a multiple of 6; the others are multiples of 6.'),
  q(ODD, ['Doctor', 'Nurse', 'Lawyer', 'Surgeon'], 2, 'The others work in medicine.'),
];

const RELATIONS: Written[] = [
  q(
    "Rahul's father is the only son of Mohan. How is Mohan related to Rahul?",
    ['Father', 'Uncle', 'Grandfather', 'Brother'],
    2,
    "Mohan's only son is Rahul's father, so Mohan is Rahul's grandfather.",
  ),
  q(
    'A is the sister of B, and B is the son of C. How is A related to C?',
    ['Mother', 'Daughter', 'Sister', 'Niece'],
    1,
    "A is B's sister, so also C's child, and a girl: C's daughter.",
  ),
  q(
    'Pointing to a woman, Arun says: "She is the daughter of my grandfather\'s only son." How is the woman related to Arun?',
    ['Mother', 'Cousin', 'Aunt', 'Sister'],
    3,
    "His grandfather's only son is Arun's father, and his father's daughter is Arun's sister.",
  ),
  q(
    'P is the brother of Q. R is the father of P. S is the mother of R. How is Q related to S?',
    ['Child', 'Grandchild', 'Niece', 'Sister'],
    1,
    "Q is R's child and R is S's son, so Q is S's grandchild (we are not told whether Q is a boy or a girl).",
  ),
  q(
    "X's mother is the sister of Y's father. How is X related to Y?",
    ['Cousin', 'Nephew', 'Brother', 'Uncle'],
    0,
    "X's mother and Y's father are sister and brother, so their children are cousins.",
  ),
  q(
    "Meena's brother is Ajay's father. How is Meena related to Ajay?",
    ['Mother', 'Sister', 'Aunt', 'Grandmother'],
    2,
    "Meena is the sister of Ajay's father: his aunt.",
  ),
  q(
    'A man says: "That boy\'s father is my father\'s only son." How is the boy related to the man?',
    ['Brother', 'Son', 'Nephew', 'Cousin'],
    1,
    "His father's only son is the man himself, so the boy is his son.",
  ),
  q(
    "Kiran is Sunil's wife. Lata is Sunil's mother. How is Kiran related to Lata?",
    ['Daughter', 'Sister-in-law', 'Daughter-in-law', 'Niece'],
    2,
    "Kiran is married to Lata's son: she is Lata's daughter-in-law.",
  ),
];

const SYLLOGISMS: Written[] = [
  q(
    'All pilots are officers. All officers are trained. Which statement must be true?',
    ['All trained people are pilots', 'All pilots are trained', 'Some officers are not pilots', 'No officer is a pilot'],
    1,
    'Every pilot is an officer and every officer is trained, so every pilot is trained.',
  ),
  q(
    'No fish can fly. A shark is a fish. Which statement must be true?',
    ['A shark can fly', 'Some fish can fly', 'A shark cannot fly', 'Everything that cannot fly is a fish'],
    2,
    'A shark is a fish, and no fish can fly.',
  ),
  q(
    'Some soldiers are athletes. All athletes are fit. Which statement must be true?',
    ['All soldiers are fit', 'Some soldiers are fit', 'All fit people are athletes', 'No soldier is fit'],
    1,
    'The soldiers who are athletes are fit; nothing is known of the others.',
  ),
  q(
    'All roses are flowers. Some flowers fade quickly. Which statement must be true?',
    ['Some roses fade quickly', 'All flowers are roses', 'No rose fades quickly', 'None of these must be true'],
    3,
    'The flowers that fade quickly may or may not be roses, so none of the three follows.',
  ),
  q(
    'Every cadet in the squad can swim. Arjun cannot swim. Which statement must be true?',
    ['Arjun is a cadet in the squad', 'Arjun is not a cadet in the squad', 'Some cadets in the squad cannot swim', 'Only cadets can swim'],
    1,
    'If Arjun were in the squad he could swim.',
  ),
  q(
    'All squares are rectangles. No rectangle is a circle. Which statement must be true?',
    ['Some squares are circles', 'All rectangles are squares', 'No square is a circle', 'Some circles are rectangles'],
    2,
    'Every square is a rectangle, and no rectangle is a circle.',
  ),
];

const MEANINGS: Written[] = [
  q('Which word means the same as ABANDON?', ['Keep', 'Desert', 'Support', 'Guard'], 1, 'To abandon is to desert.'),
  q('Which word means the opposite of ANCIENT?', ['Old', 'Historic', 'Modern', 'Aged'], 2, 'Ancient means very old; modern means of the present time.'),
  q('Which word means the same as SWIFT?', ['Slow', 'Quick', 'Heavy', 'Quiet'], 1, 'Swift means quick.'),
  q('Which word means the opposite of EXPAND?', ['Extend', 'Enlarge', 'Contract', 'Spread'], 2, 'To contract is to become smaller.'),
  q('Which word means the same as RESOLUTE?', ['Determined', 'Doubtful', 'Careless', 'Weak'], 0, 'Resolute means firmly determined.'),
  q(
    'Which word means the opposite of SCARCE?',
    ['Rare', 'Plentiful', 'Limited', 'Short'],
    1,
    'Scarce means in short supply; plentiful means more than enough.',
  ),
  q('Which word means the same as VIGILANT?', ['Sleepy', 'Watchful', 'Careless', 'Lazy'], 1, 'Vigilant means keeping careful watch.'),
  q('Which word means the opposite of HUMBLE?', ['Modest', 'Meek', 'Proud', 'Simple'], 2, 'The others mean much the same as humble.'),
];

const REASONING: Written[] = [
  q('If 3 = 10, 4 = 17 and 5 = 26, then 6 = ?', ['36', '37', '35', '38'], 1, 'n × n + 1: 6 × 6 + 1 = 37.'),
  q('How many times does the digit 7 appear when you write the numbers from 1 to 50?', ['4', '5', '6', '7'], 1, 'In 7, 17, 27, 37 and 47.'),
  q(
    'A clock shows 3:15. What time does its mirror image show?',
    ['9:45', '8:45', '3:45', '9:15'],
    1,
    'A clock and its mirror image add up to 12:00: 12:00 − 3:15 = 8:45.',
  ),
  q(
    'If the day before yesterday was Thursday, what day will it be tomorrow?',
    ['Saturday', 'Friday', 'Sunday', 'Monday'],
    2,
    'Today is Saturday, so tomorrow is Sunday.',
  ),
  q(
    'Rearrange the letters CIFAIPC to make the name of something. What is it?',
    ['A city', 'An ocean', 'A country', 'An animal'],
    1,
    'The letters make PACIFIC.',
  ),
  q(
    'In a code, 246 means "cadets run fast" and 628 means "fast cadets win". Which digit means "win"?',
    ['2', '4', '6', '8'],
    3,
    '2 and 6 are in both, for "cadets" and "fast"; 8 is left for "win".',
  ),
  q('Which of these fractions is the largest?', ['3/5', '2/3', '5/8', '7/12'], 1, '2/3 ≈ 0.67; the others are 0.6, 0.625 and about 0.58.'),
  q('A is taller than B. C is taller than A. D is shorter than B. Who is the tallest?', ['A', 'B', 'C', 'D'], 2, 'From tallest: C, A, B, D.'),
  q(
    'In a row, Amit sits just to the right of Bela, and Chand sits just to the right of Amit. Who sits in the middle of the three?',
    ['Bela', 'Amit', 'Chand', 'It cannot be told'],
    1,
    'From the left: Bela, Amit, Chand.',
  ),
  q(
    'A bus leaves at 9:40 a.m. and arrives at 1:15 p.m. How long is the journey?',
    ['3 h 25 min', '3 h 35 min', '4 h 35 min', '3 h 45 min'],
    1,
    'From 9:40 to 1:40 is 4 hours; 25 minutes less is 3 h 35 min.',
  ),
  q(
    'If ROAD is written as 18-15-1-4 (each letter by its place in the alphabet), how is BASE written?',
    ['2-1-19-5', '2-1-18-5', '3-1-19-5', '2-2-19-5'],
    0,
    'B = 2, A = 1, S = 19, E = 5.',
  ),
];

/** Every hand-written question, in the order the bank hands them out. */
export const WRITTEN_QUESTIONS: readonly OirQuestion[] = [...FROM_DEMO, ...ANALOGIES, ...ODD_ONES, ...RELATIONS, ...SYLLOGISMS, ...MEANINGS, ...REASONING].map(
  (w) => ({ ...w, figure: null }),
);
