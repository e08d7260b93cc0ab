import { plural } from '../words';
import type { BatteryStage } from './batteries';
import type { PracticeTestKind } from './tests';

/**
 * What the psychologist (or, at screening, the testing officer) says before each written test, in
 * the spoken style of the board's hall, with one worked example; and what is said between the tests
 * of a board day. Written for this product; the timing words follow the board's default timing
 * (PRACTICE_TESTS), which is what the studio's own sets use.
 */

/** A PPDT character as noted in the box: age in years, sex, mood. */
export type PpdtCharacter = { age: number; sex: 'M' | 'F'; mood: 'positive' | 'neutral' | 'negative' };

export type TestExample =
  | { kind: 'wat'; word: string; sentences: string[] }
  | { kind: 'srt'; situation: string; reaction: string }
  | { kind: 'tat'; picture: string; story: string }
  | { kind: 'ppdt'; picture: string; characters: PpdtCharacter[]; action: string; story: string }
  | { kind: 'sd'; prompt: string; paragraph: string }
  | { kind: 'oir'; question: string; options: string[]; rightChoice: number; why: string };

export type TestInstructions = {
  /** the heading of the instruction screen */
  title: string;
  /** the instructions as read out, one paragraph each */
  spoken: string[];
  /** short reminders beside the example */
  remember: string[];
  example: TestExample;
};

export const TEST_INSTRUCTIONS: Record<PracticeTestKind, TestInstructions> = {
  wat: {
    title: 'Word Association Test',
    spoken: [
      'This is the Word Association Test. You will be shown sixty words one after another. Each word will be on the screen for fifteen seconds, and then the next word will come by itself.',
      'As soon as you see a word, write the first thought it brings to your mind, as a sentence. Do not sit and think about what a good answer would be: the first thought is the one we want.',
      'Write a sentence, not the meaning of the word. Do not go back to an earlier word, and do not stop if you miss one: leave it and go on with the next. Keep your sentences short and in simple English.',
      'The clock does not stop once the test begins. Are you ready?',
    ],
    remember: ['Fifteen seconds a word, sixty words', 'One sentence each, your first thought', 'A missed word is left blank: carry on'],
    example: {
      kind: 'wat',
      word: 'Team',
      sentences: ['A good team shares the credit and the load.', 'Our team finished the cross-country together by helping the slowest runner.'],
    },
  },
  srt: {
    title: 'Situation Reaction Test',
    spoken: [
      'This is the Situation Reaction Test. Your booklet has sixty situations of the kind you may meet in everyday life. You have thirty minutes for the whole booklet.',
      'Read each situation and write what you would do in it: your reaction, in a few words or a short sentence. Write what you would actually do, not what you feel or what somebody else should do.',
      'You may answer the situations in any order, skip one and come back to it. Try to answer all sixty: about thirty seconds a situation. When you have finished, hand in your booklet; if the time runs out first, the booklet is taken from you as it is.',
      'Your time starts when you say you are ready.',
    ],
    remember: ['Sixty situations in thirty minutes', 'Write what you would do, briefly', 'Skip and come back within the booklet'],
    example: {
      kind: 'srt',
      situation: 'He was going to the examination centre when he saw an old man knocked down by a scooter on the road.',
      reaction: 'Took him to the nearby clinic with a passer-by, informed his family from his phone, reached the centre in time by auto.',
    },
  },
  tat: {
    title: 'Thematic Apperception Test',
    spoken: [
      'This is the Thematic Apperception Test. You will be shown twelve pictures, one by one. Each picture will be on the screen for thirty seconds; then it will be taken away and you will have four minutes to write a story on it.',
      'Look at the picture carefully. Your story should say what led to the scene, what is happening in it, and how it ends. Give your characters an age and a part to play, and write in the past tense as far as possible.',
      'The last slide is blank. On it, imagine any picture you like and write a story on that.',
      'Once the test starts, the next picture comes by itself. Are you ready?',
    ],
    remember: ['Thirty seconds to look, four minutes to write', 'What led to it, what is happening, how it ends', 'The twelfth slide is blank: imagine your own picture'],
    example: {
      kind: 'tat',
      picture: 'A young woman stands at a bus stop in the rain, holding a file of papers.',
      story:
        'Meera, 23, had applied for a job with a relief agency after the floods in her district. On the day of the interview the buses were off the road and the rain had not stopped since morning. She wrapped her certificates in a plastic sheet, walked two kilometres to the highway and took a lift in a milk van. She reached in time, spoke about the relief camp she had run in her village, and was selected to lead a team of volunteers.',
    },
  },
  ppdt: {
    title: 'Picture Perception and Description Test',
    spoken: [
      'This is the Picture Perception and Description Test. You will be shown a hazy picture for thirty seconds. Look at it carefully: after thirty seconds it will be taken away.',
      'Then you have one minute to fill in the character box: how many characters you saw, and for each one the age, the sex and the mood, positive, neutral or negative; and in one line, the action: what is happening in the picture.',
      'Then you have four minutes to write a story on the picture. Say what led to the situation, what is going on, and what the outcome is. Your box stays in front of you while you write.',
      'After the story, you will narrate it, as you would before the group, in one minute. Are you ready?',
    ],
    remember: ['Thirty seconds to look', 'One minute for the character box', 'Four minutes for the story, then one minute to narrate it'],
    example: {
      kind: 'ppdt',
      picture: 'Three people near a broken-down tractor at the edge of a field.',
      characters: [
        { age: 22, sex: 'M', mood: 'positive' },
        { age: 50, sex: 'M', mood: 'negative' },
        { age: 19, sex: 'F', mood: 'neutral' },
      ],
      action: 'A student helps a farmer repair his tractor before the rain.',
      story:
        'Ravi, an engineering student home for the holidays, saw his neighbour worried about his tractor, which had stopped in the middle of the sowing. Rain was expected by evening. Ravi and his sister checked the engine, found a choked fuel filter and cleaned it with the tools they had. The tractor started, the field was sown before the rain, and Ravi began a weekend repair class for the farmers of the village.',
    },
  },
  sd: {
    title: 'Self Description',
    spoken: [
      'This is the Self Description. You have fifteen minutes to write five short paragraphs: what your parents think of you, what your teachers or employers think of you, what your friends think of you, what you think of yourself, and what kind of person you would like to become.',
      'Write honestly, in your own words. Give both your strengths and the points you are working on: what people really say about you, with an example where you can.',
      'You may write the paragraphs in any order and come back to one. Hand in your sheet when you have finished. Your time starts when you say you are ready.',
    ],
    remember: ['Five paragraphs in fifteen minutes', 'Strengths and weaknesses, honestly', 'Any order: come back to a paragraph'],
    example: {
      kind: 'sd',
      prompt: 'What do your friends think of you?',
      paragraph:
        'My friends think I am dependable: when our hostel mess committee ran short of hands during the festival, they called me first. They like that I plan trips carefully, but they also tease me for being too particular about time, and say I should listen more before giving my opinion. I am working on that.',
    },
  },
  oir: {
    title: 'Officer Intelligence Rating',
    spoken: [
      'This is the Officer Intelligence Rating test. There are two booklets of forty questions each, verbal and non-verbal. You have seventeen minutes for each booklet.',
      'Every question has four answers marked A, B, C and D: choose the one right answer. There is no negative marking, so do not leave a question blank if you have an idea.',
      'You may answer the questions of the open booklet in any order, skip one and come back to it. When you hand in the first booklet, or when its time is up, the second one opens at once. You cannot go back to a booklet once it is handed in.',
      'Work fast and carefully. Your time starts when you say you are ready.',
    ],
    remember: ['Two booklets of forty questions, seventeen minutes each', 'One right answer a question, no negative marking', 'Skip and come back within the open booklet'],
    example: {
      kind: 'oir',
      question: 'Find the next number in the series: 3, 6, 11, 18, 27, ?',
      options: ['36', '38', '40', '35'],
      rightChoice: 1,
      why: 'The differences are 3, 5, 7, 9, so the next is 11: 27 + 11 = 38.',
    },
  },
};

/** A practice run is short: the same instructions, with a line saying what this try is. */
export const PRACTICE_RUN_NOTE =
  'This is a short practice run: only the first few items, on the same clock as the full test. It shows you how the screen works; it is kept in your history marked "practice run" and is not sent for review.';

/** What is said on a board day: before the first test, between two tests, and at the end. */
export const BOARD_DAY_WORDS: Record<BatteryStage, { opening: string[]; between: string; closing: string }> = {
  screening: {
    opening: [
      'Good morning, and welcome to the screening test. Today you will take the Officer Intelligence Rating test, in two booklets, and then the Picture Perception and Description Test.',
      'Keep your phone on silent and sit where you will not be disturbed for about forty-five minutes. Each test is explained before it begins, and it begins only when you say you are ready.',
    ],
    between: 'Your answer sheets have been collected. Take a short break: have some water, stretch, and settle down again. The next test starts when you say you are ready.',
    closing: 'That is the end of the written part of the screening. Narrate your story once, aloud, within a minute, as you would in the group discussion; then look at your results.',
  },
  psychology: {
    opening: [
      'Good morning, and welcome to the psychological tests. Today you will take the Thematic Apperception Test, the Word Association Test, the Situation Reaction Test and the Self Description, one after the other, with a short break between them.',
      'It will take about two hours. Keep your phone on silent, keep water at hand and sit where you will not be disturbed. Each test is explained before it begins, and it begins only when you say you are ready.',
    ],
    between: 'Your answer sheets have been collected. Take a short break: have some water, stretch, and settle down again. The next test starts when you say you are ready.',
    closing: 'That is the end of the psychological tests for today. Thank you. Your answers are below, test by test.',
  },
};

/** The PPDT box as plain text: "3 characters. 1: M, 25, positive. 2: F, 20, neutral. Action: ..." */
export function characterBoxText(characters: readonly Partial<PpdtCharacter>[], action: string): string {
  const parts: string[] = [`${plural(characters.length, 'character', 'characters')}.`];
  characters.forEach((c, i) => {
    const fields = [c.sex ?? '?', c.age === undefined || Number.isNaN(c.age) ? '?' : String(c.age), c.mood ?? '?'];
    parts.push(`${i + 1}: ${fields.join(', ')}.`);
  });
  const line = action.trim();
  if (line) parts.push(`Action: ${line}`);
  return parts.join(' ');
}
