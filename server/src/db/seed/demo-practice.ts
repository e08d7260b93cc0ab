import { SD_PROMPTS, type PracticeTestKind } from '@ssb/domain';
import { randomUUID } from 'node:crypto';
import type { StorageDriver } from '../../platform/storage';
import type { Db } from '../client';
import { practiceItems, practiceSets } from '../schema';
import { PPDT_SCENE, renderScene, TAT_SCENES } from './demo-pictures';

/**
 * The demo practice sets (docs/product/practice.md "Sets"): one complete set of each text test,
 * written for SSB Academy (no material copied from books or other sites), and TAT and PPDT sets with
 * pictures drawn for it (demo-pictures.ts).
 */

const WAT_WORDS = [
  'Army', 'Mother', 'Fear', 'Lead', 'Team', 'Defeat', 'Friend', 'Duty', 'Risk', 'Night',
  'Help', 'Win', 'Fail', 'Brave', 'Alone', 'Love', 'Work', 'Plan', 'Death', 'Trust',
  'Nation', 'River', 'Attack', 'Cooperate', 'Discipline', 'Quarrel', 'Success', 'Sports', 'Sister', 'Mountain',
  'Doubt', 'Hope', 'Punctual', 'Weak', 'Crowd', 'Accident', 'Honest', 'Lazy', 'Character', 'Responsible',
  'Enemy', 'Book', 'Money', 'Girl', 'Patience', 'Village', 'Hurry', 'Calm', 'Decide', 'Anger',
  'Hero', 'Time', 'Power', 'Society', 'Problem', 'Father', 'Smile', 'Challenge', 'Care', 'Goal',
];

const SRT_SITUATIONS = [
  'He was travelling by night train when he smelt smoke coming from the next coach. He',
  'She reached the examination hall and found she had left her admit card at home, 40 minutes away. She',
  'His team was losing the final match at half time and the captain was injured. He',
  'While trekking, a member of his group slipped and twisted her ankle far from the road. He',
  'She saw two boys teasing a girl at the bus stop while others watched. She',
  'His elder brother asked him to lie to their parents about a failed exam. He',
  'On the day of his SSB reporting, his train was cancelled. He',
  'She was made the leader of a college project where two members never turned up. She',
  'He found a wallet with money and an identity card on the road. He',
  'Floods cut off his village and the elders were unsure what to do. He',
  'She was asked to speak at a function for which she had not prepared. She',
  'His friend was caught copying in the exam and asked him to say it was his notes. He',
  'At night he heard someone trying to open the lock of his neighbour\'s house. He',
  'She was the only one in her hostel who knew first aid when a girl fainted. She',
  'His boss gave him a task he felt was beyond his skills, due in two days. He',
  'The bus he was in broke down on a lonely highway at dusk. He',
  'She noticed that the shopkeeper had returned her far more change than was due. She',
  'His father fell ill a week before his final examinations. He',
  'A fire broke out in a kitchen at a wedding he was attending. He',
  'She was selected for a national camp but her parents were unwilling to send her. She',
  'His group of friends decided to bunk classes to watch a film. He',
  'He was on guard duty and felt very sleepy in the middle of the night. He',
  'She found that her team-mate had taken credit for her work in front of the coach. She',
  'While swimming in a river, his friend got caught in a strong current. He',
  'His village had no school beyond class five. He',
  'She lost her way in a new city and her phone battery was dead. She',
  'He saw a road accident and the injured man was bleeding badly. He',
  'His hockey coach dropped him from the team without a reason. He',
  'She was given charge of the college fest and the sponsor withdrew a week before. She',
  'He was offered a well-paid job abroad just after his SSB recommendation. He',
  'During a camp, the group ran short of food on the second day. He',
  'She heard a rumour that her best friend had spoken badly about her. She',
  'His cycle chain broke on the way to an important interview. He',
  'The villagers asked him to settle a land quarrel between two families. He',
  'She saw a child alone and crying at a crowded railway station. She',
  'He was asked by seniors in his hostel to do something he thought was wrong. He',
  'A snake entered the classroom while the teacher was away. She',
  'His parents wanted him to be a doctor, but he wanted to join the Army. He',
  'She failed in the screening test at her first SSB. She',
  'He was returning home late when the street lights went off and he heard footsteps behind him. He',
  'His friend borrowed a large sum from him and kept avoiding him. He',
  'She was leading a group discussion where one member kept interrupting others. She',
  'The boat he was in started leaking midway across the lake. He',
  'He noticed a suspicious bag lying unattended in a crowded market. He',
  'His younger brother was getting into bad company. He',
  'She had to choose between a family wedding and a state-level competition. She',
  'A senior officer asked him for an opinion that differed from the commanding officer\'s. He',
  'He was chosen to lead a team of strangers on a three-day expedition. He',
  'She found that a classmate was being bullied online. She',
  'His house was robbed while the family was away. He',
  'During a cricket match, the umpire gave a wrong decision in his favour. He',
  'She was posted to a remote village as a teacher with no facilities. She',
  'He met with a minor accident while riding his father\'s motorcycle without a licence. He',
  'Her group was stuck on a hill when it started raining heavily. She',
  'He was the only one who knew the way, but his map got wet and torn. He',
  'She saw a rival student drop an important file before the exam. She',
  'His friends laughed at him for practising English with everyone. He',
  'A quarrel broke out between two groups of students in his college canteen. He',
  'She had two assignments and a test on the same day. She',
  'He was asked to take command after his platoon commander was injured. He',
];

type OirQuestion = { prompt: string; options: string[]; rightChoice: number; explanation: string };

const OIR_QUESTIONS: OirQuestion[] = [
  { prompt: 'Next in the series: 3, 6, 12, 24, ?', options: ['36', '48', '30', '42'], rightChoice: 1, explanation: 'Each number doubles.' },
  { prompt: 'Next in the series: 5, 10, 17, 26, ?', options: ['35', '37', '36', '39'], rightChoice: 1, explanation: 'The gaps are 5, 7, 9, 11.' },
  { prompt: 'Next in the series: 2, 3, 5, 7, 11, ?', options: ['12', '13', '15', '17'], rightChoice: 1, explanation: 'These are the prime numbers in order.' },
  { prompt: 'Next in the series: 81, 27, 9, 3, ?', options: ['0', '1', '3', '2'], rightChoice: 1, explanation: 'Each number is a third of the one before.' },
  { prompt: 'Next in the series: 1, 4, 9, 16, ?', options: ['20', '24', '25', '36'], rightChoice: 2, explanation: 'The squares of 1, 2, 3, 4, 5.' },
  { prompt: 'Next in the series: 7, 14, 28, 56, ?', options: ['84', '112', '70', '98'], rightChoice: 1, explanation: 'Each number doubles.' },
  { prompt: 'Next in the series: 100, 96, 88, 76, ?', options: ['60', '64', '58', '66'], rightChoice: 0, explanation: 'The gaps are 4, 8, 12, 16.' },
  { prompt: 'Next in the series: 1, 1, 2, 3, 5, 8, ?', options: ['11', '12', '13', '14'], rightChoice: 2, explanation: 'Each number is the sum of the two before it.' },
  { prompt: 'Next in the series: A, C, F, J, ?', options: ['N', 'O', 'P', 'M'], rightChoice: 1, explanation: 'The letters move on by 2, 3, 4, then 5.' },
  { prompt: 'Next in the series: B, D, F, H, ?', options: ['I', 'J', 'K', 'L'], rightChoice: 1, explanation: 'Every second letter.' },
  { prompt: 'Soldier is to Army as Sailor is to ?', options: ['Ship', 'Navy', 'Sea', 'Port'], rightChoice: 1, explanation: 'A soldier serves in the Army, a sailor in the Navy.' },
  { prompt: 'Pen is to Write as Knife is to ?', options: ['Sharp', 'Cut', 'Steel', 'Kitchen'], rightChoice: 1, explanation: 'The tool and what it is used for.' },
  { prompt: 'Day is to Night as Courage is to ?', options: ['Fear', 'Bravery', 'Cowardice', 'Valour'], rightChoice: 2, explanation: 'Opposites: the opposite of courage is cowardice (fear is a feeling, not the opposite quality).' },
  { prompt: 'Book is to Library as Aircraft is to ?', options: ['Runway', 'Pilot', 'Hangar', 'Sky'], rightChoice: 2, explanation: 'Where each is kept.' },
  { prompt: 'Doctor is to Hospital as Teacher is to ?', options: ['Student', 'School', 'Book', 'Class'], rightChoice: 1, explanation: 'Where each works.' },
  { prompt: 'Which is the odd one out?', options: ['Rifle', 'Pistol', 'Carbine', 'Tank'], rightChoice: 3, explanation: 'The others are small arms a soldier carries.' },
  { prompt: 'Which is the odd one out?', options: ['Mercury', 'Venus', 'Moon', 'Mars'], rightChoice: 2, explanation: 'The Moon is not a planet.' },
  { prompt: 'Which is the odd one out?', options: ['Captain', 'Major', 'Colonel', 'Admiral'], rightChoice: 3, explanation: 'Admiral is a Navy rank; the others are Army ranks.' },
  { prompt: 'Which is the odd one out?', options: ['Square', 'Triangle', 'Circle', 'Rectangle'], rightChoice: 2, explanation: 'A circle has no straight sides.' },
  { prompt: 'Which is the odd one out?', options: ['17', '19', '21', '23'], rightChoice: 2, explanation: '21 is not a prime number (3 × 7).' },
  { prompt: 'Which is the odd one out?', options: ['Delhi', 'Mumbai', 'Nepal', 'Chennai'], rightChoice: 2, explanation: 'Nepal is a country; the others are cities.' },
  { prompt: 'If CAT is written DBU in a code, how is DOG written?', options: ['EPH', 'FQI', 'DPH', 'EOH'], rightChoice: 0, explanation: 'Each letter moves one place forward.' },
  { prompt: 'If MANGO is written NBOHP in a code, how is APPLE written?', options: ['BQQMF', 'BPPLF', 'ZOOKD', 'BQQLF'], rightChoice: 0, explanation: 'Each letter moves one place forward.' },
  { prompt: 'If 2 = 6, 3 = 12 and 4 = 20, then 5 = ?', options: ['25', '30', '35', '28'], rightChoice: 1, explanation: 'n × (n + 1): 5 × 6 = 30.' },
  { prompt: 'Ravi walks 5 km north, turns right and walks 3 km, then turns right again and walks 5 km. How far is he from where he started?', options: ['3 km', '5 km', '8 km', '13 km'], rightChoice: 0, explanation: 'He ends 3 km east of the start.' },
  { prompt: 'You face north, turn 90° clockwise and then turn 180°. Which way do you face now?', options: ['North', 'South', 'East', 'West'], rightChoice: 3, explanation: 'Clockwise 90° from north is east; half a turn from east is west.' },
  { prompt: "A is B's brother and C is A's mother. How is C related to B?", options: ['Aunt', 'Mother', 'Sister', 'Grandmother'], rightChoice: 1, explanation: 'A and B are siblings, so their mother is the same.' },
  { prompt: 'Pointing to a boy, Neha says: "His mother is my mother\'s only daughter." How is the boy related to Neha?', options: ['Brother', 'Son', 'Nephew', 'Cousin'], rightChoice: 1, explanation: "Her mother's only daughter is Neha herself, so the boy is her son." },
  { prompt: 'A train covers 180 km in 3 hours. What is its speed?', options: ['50 km/h', '60 km/h', '70 km/h', '90 km/h'], rightChoice: 1, explanation: '180 ÷ 3 = 60.' },
  { prompt: 'What is 15% of 200?', options: ['15', '20', '30', '35'], rightChoice: 2, explanation: '200 × 15 ÷ 100 = 30.' },
  { prompt: 'Six men dig a trench in 10 days. How long do 12 men take, working at the same pace?', options: ['5 days', '20 days', '8 days', '6 days'], rightChoice: 0, explanation: 'Twice the men, half the time.' },
  { prompt: 'What is the average of 4, 8, 12 and 16?', options: ['8', '10', '12', '40'], rightChoice: 1, explanation: '40 ÷ 4 = 10.' },
  { prompt: 'What angle do the hands of a clock make at 3 o\'clock?', options: ['45°', '60°', '90°', '180°'], rightChoice: 2, explanation: 'A quarter of the dial: 90°.' },
  { prompt: 'Which word comes first in a dictionary?', options: ['Soldier', 'Solace', 'Solemn', 'Solid'], rightChoice: 1, explanation: 'After "sol", the letter a comes before d, e and i.' },
  { prompt: 'Which figure comes next? ▲ ■ ▲ ■ ▲ ?', options: ['▲', '■', '●', '◆'], rightChoice: 1, explanation: 'The triangle and the square take turns.' },
  { prompt: 'Which comes next? ○  ●●  ○○○  ●●●●  ?', options: ['●●●●●', '○○○○○', '○○○○', '●○●○●'], rightChoice: 1, explanation: 'One more each time, white and black taking turns.' },
  { prompt: 'Which word means the same as BRAVE?', options: ['Timid', 'Valiant', 'Weak', 'Shy'], rightChoice: 1, explanation: 'Valiant means brave.' },
  { prompt: 'Which word means the opposite of ADVANCE?', options: ['Progress', 'Attack', 'Retreat', 'Proceed'], rightChoice: 2, explanation: 'To retreat is to move back.' },
  { prompt: 'All officers are leaders. Some leaders are athletes. Which statement must be true?', options: ['All leaders are officers', 'Some athletes are officers', 'All officers are leaders', 'No leader is an athlete'], rightChoice: 2, explanation: 'Only what the first statement says is certain; nothing follows about officers and athletes.' },
  { prompt: 'How many days are there in 3 weeks and 4 days?', options: ['21', '24', '25', '28'], rightChoice: 2, explanation: '3 × 7 + 4 = 25.' },
];

type DemoSet = { kind: PracticeTestKind; authorEmail: string; title: string; description: string; items: { prompt: string; options?: string[]; rightChoice?: number; explanation?: string }[] };

const DEMO_SETS: DemoSet[] = [
  { kind: 'wat', authorEmail: 'meera.iyer@example.com', title: 'WAT set 1: everyday words', description: 'Sixty common words, the board\'s mix of positive, negative and neutral ones.', items: WAT_WORDS.map((prompt) => ({ prompt })) },
  { kind: 'srt', authorEmail: 'meera.iyer@example.com', title: 'SRT set 1: home, college and the field', description: 'Sixty situations from daily life, campus and service: what would you do?', items: SRT_SITUATIONS.map((prompt) => ({ prompt })) },
  { kind: 'sd', authorEmail: 'meera.iyer@example.com', title: 'Self Description', description: 'The five paragraphs the board asks for, in its order.', items: SD_PROMPTS.map((prompt) => ({ prompt })) },
  { kind: 'oir', authorEmail: 'mentor@example.com', title: 'OIR set 1: verbal and non-verbal', description: 'Forty questions: series, analogies, odd ones out, codes, directions and reasoning.', items: OIR_QUESTIONS },
];

type DemoPictureSet = { kind: 'tat' | 'ppdt'; authorEmail: string; title: string; description: string; scenes: string[]; hazy: boolean };

const DEMO_PICTURE_SETS: DemoPictureSet[] = [
  { kind: 'tat', authorEmail: 'meera.iyer@example.com', title: 'TAT set 1: people and places', description: 'Eleven everyday scenes, then the blank slide. Write what led up to each, what is happening and how it ends.', scenes: TAT_SCENES, hazy: false },
  { kind: 'ppdt', authorEmail: 'meera.iyer@example.com', title: 'PPDT: by the well', description: 'A hazy picture of a few people in a village. Note each character, then write your story.', scenes: [PPDT_SCENE], hazy: true },
];

async function insertSet(db: Db, set: Omit<DemoSet, 'items'> & { id?: string }, items: Omit<typeof practiceItems.$inferInsert, 'setId' | 'position'>[], authorId: string, publishedAt: Date) {
  const [row] = await db
    .insert(practiceSets)
    .values({ ...(set.id ? { id: set.id } : {}), kind: set.kind, title: set.title, description: set.description, authorId, status: 'published', publishedAt, createdAt: publishedAt, updatedAt: publishedAt })
    .returning({ id: practiceSets.id });
  await db.insert(practiceItems).values(items.map((item, position) => ({ setId: row!.id, position, ...item })));
}

/**
 * Inserts the demo sets, published at `publishedAt`, by the coaches named in each; with `storage`,
 * also the TAT and PPDT sets, their pictures rendered and stored under the set.
 */
export async function seedDemoPractice(db: Db, idOf: (email: string) => string, publishedAt: Date, storage?: StorageDriver): Promise<void> {
  for (const set of DEMO_SETS) await insertSet(db, set, set.items, idOf(set.authorEmail), publishedAt);
  if (!storage) return;
  for (const set of DEMO_PICTURE_SETS) {
    const id = randomUUID();
    const items = [];
    for (const [i, scene] of set.scenes.entries()) {
      const imageKey = `practice/${id}/scene-${i + 1}.jpg`;
      await storage.put(imageKey, await renderScene(scene, set.hazy), 'image/jpeg');
      items.push({ imageKey });
    }
    await insertSet(db, { ...set, id }, items, idOf(set.authorEmail), publishedAt);
  }
}
