// Demo resources (practical guides and checklists) and live group discussions.

export type DemoResource = {
  /** the author's email (one of DEMO_COACHES) */
  author: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  daysAgo: number;
  content: string;
};

export type DemoDiscussion = {
  title: string;
  description: string;
  /** minutes from now, or an IST wall time on a day relative to today */
  start: { minutesFromNow: number } | { day: number; at: string };
  capacity: number;
  /** emails of the users who already joined */
  attendees: string[];
};

export const DEMO_RESOURCES: DemoResource[] = [
  {
    author: 'harpreet.sandhu@example.com',
    title: 'PIQ form: a line-by-line preparation checklist',
    description: 'Turn every line of your Personal Information Questionnaire into interview questions you can answer honestly.',
    category: 'interview_tips',
    tags: ['piq', 'personal interview', 'self awareness'],
    daysAgo: 3,
    content: `## Before you fill it

- Keep your mark sheets handy: Class X, Class XII, graduation semesters.
- Decide which hobbies and sports you **actually** pursue.
- Note every responsibility you have held, with dates.

## For each section, prepare

| PIQ section | Questions to expect |
|---|---|
| Family | Occupation of each member, who you are closest to, how decisions are made at home |
| Education | Reasons for marks going up or down, favourite and least favourite subjects, teachers |
| Sports and hobbies | Level played, last match or event, what you learnt from it |
| NCC and responsibilities | A concrete example of a problem you solved |
| Previous attempts | What you improved since the last SSB |

## Final check

1. Keep a photocopy or photo of your filled PIQ.
2. Read it the night before your interview.
3. For each line, say aloud one honest example.

**Rule of thumb:** if you cannot talk about a line for two minutes, either prepare it or do not write it.`,
  },
  {
    author: 'anjali.bhattacharya@example.com',
    title: 'The 15 Officer Like Qualities, explained simply',
    description: 'What each OLQ means in everyday behaviour, grouped into the four factors assessors use.',
    category: 'psychology',
    tags: ['olq', 'psychology', 'self development'],
    daysAgo: 6,
    content: `Assessors at every SSB look for the same **15 Officer Like Qualities (OLQs)**, grouped into four factors.

## Factor I: Planning and organising
- **Effective intelligence**: solving practical problems with what is available.
- **Reasoning ability**: thinking logically and grasping things quickly.
- **Organising ability**: arranging people and resources to get a task done.
- **Power of expression**: putting ideas across clearly.

## Factor II: Social adjustment
- **Social adaptability**: getting along with different people and settings.
- **Cooperation**: working with others towards a common goal.
- **Sense of responsibility**: doing your duty without being told.

## Factor III: Social effectiveness
- **Initiative**: starting action without waiting for instructions.
- **Self-confidence**: faith in your own ability in unfamiliar situations.
- **Speed of decision**: deciding in time, with the information you have.
- **Ability to influence the group**: others willingly follow your ideas.
- **Liveliness**: staying cheerful under pressure.

## Factor IV: Dynamic
- **Determination**: sustained effort despite obstacles.
- **Courage**: taking purposeful risks, physical and moral.
- **Stamina**: enduring physical and mental strain.

## How to use this list

Do **not** try to "show" OLQs. Instead, for each quality, write down one real example from your life. Where you have no example, that is a quality to develop through genuine activities: sports, volunteering, responsibilities at college or home.`,
  },
  {
    author: 'manoj.tiwari@example.com',
    title: 'Progressive Group Task: rules and structure cheat sheet',
    description: 'The standard PGT rules, the usual materials and a step-by-step approach for getting the group and the load across.',
    category: 'gto',
    tags: ['pgt', 'gto', 'group tasks', 'rules'],
    daysAgo: 9,
    content: `## The set-up

The group gets a series of obstacles (usually four) of increasing difficulty, with **planks, ballies (wooden poles), a rope and a load**. The group must cross all obstacles with the material and the load.

## Standard rules

- **Red** portions are out of bounds for people and material.
- **White** portions may be used freely. Other colours carry restrictions that the GTO explains at the briefing: listen carefully and confirm if unsure.
- Certain distances may not be jumped; the GTO will say which.
- Use the rope only in the ways the GTO allows at the briefing.
- The load must not touch the ground in out-of-bounds areas.
- A broken rule sends the person or material back to the start of that obstacle.

## An approach that works

1. **Look at all the material** before the first obstacle.
2. **Suggest an idea briefly**, pointing at the structure.
3. **Support the idea the group adopts**, even if it is not yours.
4. **Keep track of the rules** and politely remind others.
5. **Be physically involved**: carry, hold, balance.

## Don'ts

- Do not stand aside while others work.
- Do not argue about whose plan was first.
- Do not break rules to finish faster.`,
  },
  {
    author: 'anil.menon@example.com',
    title: 'OIR tests: question types and a two-week practice plan',
    description: 'The verbal and non-verbal reasoning question types seen in the Officer Intelligence Rating tests, with a daily routine.',
    category: 'screening',
    tags: ['oir', 'screening', 'reasoning', 'practice plan'],
    daysAgo: 12,
    content: `## Question types

**Verbal**
- Number and letter series
- Analogies and odd one out
- Coding and decoding
- Blood relations and directions
- Arrangement and ranking
- Simple arithmetic (percentages, ratios, time and work)

**Non-verbal**
- Figure series and completion
- Mirror and water images
- Embedded figures
- Pattern analogies

## Two-week plan

| Days | Focus | Daily time |
|---|---|---|
| 1 to 4 | One verbal and one non-verbal type per day, untimed, to learn the patterns | 45 min |
| 5 to 9 | Mixed sets of 40 questions, timed | 40 min |
| 10 to 14 | Two full mock booklets back to back, then review errors | 60 min |

## Exam-day tips

- Read the instructions carefully; some questions ask for the *wrong* option.
- Do not spend more than a minute on any question.
- Keep your pace steady; the last questions count as much as the first.`,
  },
  {
    author: 'sunita.rathore@example.com',
    title: 'PPDT story template and narration drill',
    description: 'A simple structure for the four-minute PPDT story and a drill to narrate it confidently in one minute.',
    category: 'ppdt',
    tags: ['ppdt', 'screening', 'narration', 'story writing'],
    daysAgo: 15,
    content: `## In the box (one minute)

Mark every character you saw: **number, gender, approximate age and mood** (positive, neutral or negative). Note the main action in the picture.

## The four-minute story

1. **Past (1 to 2 lines):** what led to this scene.
2. **Present (4 to 6 lines):** what the central character is doing, whom he or she involves, and how.
3. **Future (1 to 2 lines):** a realistic, positive outcome.

Give your central character a name, an age and a purpose. Make them **act**.

## Narration drill

- Set a one-minute timer and narrate your story aloud to a wall or a friend.
- Record yourself on your phone; count the fillers (*"basically"*, *"actually"*, *"so"*).
- Repeat until you finish in **50 to 60 seconds** with no fillers.
- Speak at a steady pace, looking at the group, not the ceiling.

## In the discussion

- Make your first point within the first few minutes.
- Build on others: *"I agree with Candidate 7's idea that the man is a farmer, and..."*
- If the group is stuck, summarise the common points and propose a common story.`,
  },
  {
    author: 'farhan.qureshi@example.com',
    title: 'Lecturette: topic bank and the three-minute structure',
    description: 'Sample lecturette topics by theme and a structure that fills three minutes without padding.',
    category: 'gto',
    tags: ['lecturette', 'gto', 'public speaking', 'current affairs'],
    daysAgo: 19,
    content: `## The format

You draw a card with **four topics** of varying difficulty, choose one, get **three minutes to prepare** and then speak to the group for **three minutes**. The GTO watches your organisation of ideas, confidence and expression.

## A structure that works

- **Introduction (30 seconds):** define the topic and say what you will cover.
- **Body (2 minutes):** three points, each with a fact or example.
- **Conclusion (30 seconds):** your view, looking forward.

## Topic bank

**Defence and security:** Indigenisation in defence manufacturing; Women in the armed forces; Cyber security; India's maritime security in the Indian Ocean.

**Society:** Digital India; Road safety; Mental health among students; Urban water shortage.

**Economy and environment:** Renewable energy; Startups in India; Climate change and the Himalayas.

**Sports and culture:** India at the Olympics; The role of sports in nation building.

## Practice

Pick one topic daily, prepare for three minutes with a timer, and speak for three minutes to a friend or a recorder. Choose the **second easiest topic** on the card, not always the easiest one: it shows confidence without risk.`,
  },
  {
    author: 'gurmeet.dhillon@example.com',
    title: 'Ten questions you may hear at the conference',
    description: 'Typical conference questions and how to answer them briefly and honestly.',
    category: 'conference',
    tags: ['conference', 'final day', 'interview'],
    daysAgo: 22,
    content: `The conference lasts a few minutes. Answers should be **short, honest and composed**.

1. **How was your stay at the centre?** A simple, honest answer. Mention anything you genuinely enjoyed.
2. **How did you find the tests?** Name one you enjoyed and one you found challenging.
3. **How did your group do in the outdoor tasks?** Speak of the group, not only yourself.
4. **Is there anything you want to tell the board?** Usually *"No, sir, thank you."* Raise a genuine concern only if you have one.
5. **What will you do if you are not recommended?** A real plan: studies, work, the next attempt.
6. **Why do you want to join the forces?** Consistent with what you said in the interview.
7. **Did you face any difficulty during the tests?** Be honest; if you were unwell, say so without drama.
8. **Would you accept another branch or service?** Answer truthfully.
9. **What did you learn in these five days?** One specific lesson.
10. **Are you satisfied with your performance?** Balanced: what went well and what you would improve.

**Do:** sit straight, look at the person speaking, thank the board.

**Don't:** argue, justify poor performance at length, or ask about your result.`,
  },
  {
    author: 'sameer.kulkarni@example.com',
    title: 'SSB fitness: six-week running and strength plan',
    description: 'A printable weekly plan to build running speed, strength and grip for the GTO series.',
    category: 'fitness',
    tags: ['fitness', 'running', 'strength', 'gto'],
    daysAgo: 25,
    content: `## Weekly structure

| Day | Session |
|---|---|
| Monday | Easy run, 3 to 5 km |
| Tuesday | Strength circuit: push-ups, squats, lunges, plank, pull-ups |
| Wednesday | Intervals: 6 to 8 × 400 m fast, 2 minutes' rest |
| Thursday | Rest or a brisk walk |
| Friday | Strength circuit and dead hangs |
| Saturday | Timed 2.4 km run |
| Sunday | Rest |

## Targets after six weeks

- 2.4 km in under 11 minutes
- 30 push-ups in one go
- 6 to 8 pull-ups
- A 60-second dead hang

## Safety

- Warm up for ten minutes and stretch afterwards.
- Increase distance by no more than about 10 percent a week.
- Stop at sharp pain and rest; see a doctor if it persists.
- Sleep at least seven hours and drink plenty of water.`,
  },
  {
    author: 'neha.joshi@example.com',
    title: 'Self Description: writing the five paragraphs honestly',
    description: 'How to write what your parents, teachers, friends and you think of you, and what you want to improve, in fifteen minutes.',
    category: 'psychology',
    tags: ['self description', 'psychology', 'self awareness'],
    daysAgo: 28,
    content: `## The test

In the **Self Description (SD)** you have about **15 minutes** to write five short paragraphs:

1. What your **parents** think of you
2. What your **teachers or employers** think of you
3. What your **friends** think of you
4. What **you** think of yourself
5. The qualities you would like to **develop**

## How to prepare

- **Ask them.** Actually ask your parents, a teacher and two friends what they see as your strengths and weaknesses. Write it down.
- **Use examples.** *"My friends rely on me to plan our trips"* says more than *"My friends think I am organised."*
- **Include weaknesses.** Every paragraph can mention one area of improvement. A description without weaknesses looks unrealistic.
- **Stay consistent.** The interviewer may ask about anything you write.

## Common mistakes

- Listing ten adjectives with no examples.
- Copying the list of OLQs.
- Writing what you think the board wants.
- Leaving the fifth paragraph blank or generic.

Practise by writing a full SD in 15 minutes, then compare it with what the people around you actually said.`,
  },
];

export const DEMO_DISCUSSIONS: DemoDiscussion[] = [
  {
    title: 'GD practice: Social media and national security',
    description:
      'A moderated group discussion in SSB format: a 20-minute discussion on whether social media strengthens or ' +
      'threatens national security, followed by individual feedback. Join five minutes early and keep your camera on.',
    start: { minutesFromNow: 40 },
    capacity: 10,
    attendees: [
      'mentee@example.com',
      'priya.sharma@example.com',
      'rohan.verma@example.com',
      'kavya.nair@example.com',
      'ishaan.gupta@example.com',
    ],
  },
  {
    title: 'Lecturette and GD: India and the Indian Ocean Region',
    description:
      'Two lecturettes of three minutes each on maritime themes, then a group discussion on India’s role in the Indian ' +
      'Ocean Region. Good preparation for naval entries and for the GTO series at any board.',
    start: { day: 1, at: '19:00' },
    capacity: 12,
    attendees: ['priya.sharma@example.com', 'kavya.nair@example.com', 'ishaan.gupta@example.com'],
  },
  {
    title: 'Mock PPDT discussion: build a common story',
    description:
      'We show a hazy picture for 30 seconds, you write your story, narrate it in one minute, and the group works ' +
      'towards a common story. Small group for detailed feedback on narration and discussion conduct.',
    start: { day: 3, at: '18:30' },
    capacity: 8,
    attendees: ['rohan.verma@example.com', 'priya.sharma@example.com'],
  },
];
