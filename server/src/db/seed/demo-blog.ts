// Demo blog posts: genuine SSB advice in Markdown, each written by one of the demo coaches.

export type DemoBlogPost = {
  /** the author's email (one of DEMO_COACHES) */
  author: string;
  title: string;
  category: string;
  excerpt: string;
  featured: boolean;
  /** how long before the seeding time it was published */
  daysAgo: number;
  content: string;
};

export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    author: 'meera.iyer@example.com',
    title: 'The TAT is not a story-writing contest',
    category: 'Psychology',
    featured: true,
    daysAgo: 2,
    excerpt:
      'Twelve pictures, four minutes each, and a blank slide at the end. What the psychologist actually reads in your ' +
      'Thematic Apperception Test stories, and how to practise so your stories sound like you.',
    content: `## What happens in the test

The Thematic Apperception Test (TAT) is the first test of the psychology day. You see **eleven pictures and one blank slide**. Each picture is shown for **30 seconds**, and you then have **four minutes** to write a story. For the blank slide you write a story of your own choosing.

The pictures are deliberately vague: a figure near a window, two people at a table, someone on a hillside. There is no correct story. The psychologist is not grading your imagination or your English.

## What the psychologist reads

Over eight years at 17 SSB I read thousands of TAT booklets. What I looked for was never one brilliant story. I looked for **patterns across all twelve**:

- **Who acts?** Does your central character (the hero) face the problem, or does a friend, a parent or the police solve it?
- **How do problems get solved?** Through planning and effort, or through luck and coincidence?
- **How do people relate?** Does the hero work with others, or is everyone else a villain or a bystander?
- **How does it end?** A realistic positive outcome, or an unrealistic miracle?

These patterns point to officer-like qualities such as initiative, social adaptability and determination. They are also hard to fake for twelve stories in a row, which is exactly why the test works.

## Common mistakes

1. **Superhero stories.** The hero stops a bank robbery, wins an election and cures a disease before lunch. Psychologists see this as a lack of realism.
2. **Memorised stories.** Candidates arrive with ten prepared plots and bend every picture to fit one. The mismatch with the picture is obvious.
3. **No story at all.** Long descriptions of the scene and the weather, then a hurried last line. Spend your four minutes on what the hero thinks, does and achieves.
4. **Always the army.** Not every hero needs to be a soldier. Your heroes should come from the world you know: students, farmers, engineers, teachers.

## A simple structure

Use the picture to answer three questions, in order:

- **What led to this moment?** Two or three lines.
- **What is the hero doing about it?** The longest part: the plan, the people involved, the obstacles.
- **What is the result?** A believable outcome, and what the hero learnt.

## How to practise

- Write **one full set of twelve** under exam timing at least twice a week. Use a timer; four minutes goes fast.
- After each set, read your stories in one sitting and ask: *are my heroes similar to me on my best day?* They should be.
- Vary your settings, but keep your values consistent.
- Do not show your stories to ten people. Conflicting advice produces confused stories. Pick one mentor.

The TAT rewards candidates who know themselves. Practise writing, but spend just as much time reflecting on how you actually behave when things go wrong: that is what your stories will reveal.`,
  },
  {
    author: 'mentor@example.com',
    title: 'Command Task decoded: what the GTO is really watching',
    category: 'GTO',
    featured: true,
    daysAgo: 5,
    excerpt:
      'In the command task you are the commander, with one or two subordinates and a structure to cross. A former GTO ' +
      'explains what earns marks: the plan, the briefing, and how you handle failure.',
    content: `## The task in brief

The **command task** is the one GTO task where you are alone in charge. The GTO calls you to a structure, explains the task and the rules, and you choose **one or two subordinates** from your group. You then have a few minutes to get yourselves and the load across, using only the materials provided: planks, ballies, a rope and the load.

The rules are the same family as in the Progressive Group Task:

- Coloured portions (usually **red**) are out of bounds: nobody and no material may touch them.
- Certain gaps cannot be jumped, and the load must not touch the ground in forbidden areas.
- If a rule is broken, the person or material goes back to the start of that obstacle.

## What earns marks

As a GTO at 19 SSB, I watched for four things.

### 1. Thinking before acting
Take **thirty seconds** to look at the structure, the material and the distances. Candidates who start lifting planks immediately often spend the next ten minutes undoing their first idea.

### 2. The briefing
Your subordinates cannot read your mind. A good briefing is short: **what we are going to do, who does what, and in what order.** Point at the structure while you explain.

### 3. Using your subordinates
You chose them for a reason. Let them carry, hold and suggest. A commander who does everything himself while his subordinates watch is not commanding. Listen to a subordinate's idea if it is better, and say so.

### 4. Handling failure
Your first plan may fail. This is where most marks are decided. Do you freeze, blame the material, or calmly say *"Change of plan, we put the plank here instead"*? The GTO may even give you a hint or add a restriction to see how you adjust.

## Mistakes I saw every batch

- **Choosing only the strongest candidates** as subordinates, then ignoring them.
- **Arguing with the GTO** about a rule. Ask once if it is unclear, then accept it.
- **Shouting.** Firm and clear is good; loud and panicked is not.
- **Abandoning the load.** Getting people across without the load does not complete the task.

## How to prepare

- Learn the standard rules of PGT and command task structures until you never have to think about them.
- Practise with friends using planks and a rope in a park. Rotate the role of commander.
- After each attempt, ask your subordinates one question: *"Did you always know what I wanted you to do?"*

The command task is a small window into how you would lead a section of soldiers across a nullah at night. Show the GTO a commander who thinks, explains, involves and adapts. Completing the task is welcome, but the way you work matters more.`,
  },
  {
    author: 'harpreet.sandhu@example.com',
    title: 'Your PIQ form is the interviewer’s question paper',
    category: 'Interview',
    featured: false,
    daysAgo: 8,
    excerpt:
      'Almost every question in the SSB personal interview starts from the Personal Information Questionnaire you ' +
      'filled on day one. A former SSB president on how to prepare from your own PIQ.',
    content: `## Why the PIQ matters

On reporting day you fill the **Personal Information Questionnaire (PIQ)**: your family, education, marks, sports, hobbies, NCC, responsibilities and previous SSB attempts. The interviewing officer reads it before you enter the room, and it becomes the map of your interview.

In my years at 31 SSB, I rarely asked a question that did not start from a line in the PIQ. Candidates who knew their own form walked in prepared. Candidates who filled it carelessly were caught by their own words.

## Fill it carefully

- **Keep a copy** of what you write. Many candidates forget what they listed as hobbies.
- **Be accurate with marks and dates.** A wrong percentage looks like a lie, even when it is a mistake.
- **List only hobbies you actually pursue.** If you write *reading*, expect to be asked about the last three books you read and what you learnt from them.
- **Responsibilities matter.** Class representative, team captain, event organiser: be ready with a concrete example for each.

## The questions that follow

Prepare honest, specific answers to questions like these:

1. Tell me about your family. What does each member do, and whom are you closest to?
2. Your marks dropped in Class XII. Why?
3. Who are your close friends, and why are they your friends?
4. What did you do in the last year besides preparing for this exam?
5. Why do you want to join the Army, Navy or Air Force, and why this entry?
6. This is your third attempt. What have you improved since the last one?

## The rapid-fire round

Many interviewers ask a long chain of questions in one go: *"Tell me about your school, your best and worst teacher, your favourite subject and why, your friends, and what your parents feel about your joining the forces."*

Do not panic. **Answer in the same order** the questions were asked, briefly. Missing one is fine; losing your composure is not. Practise with a friend who asks eight to ten questions at once.

## Honesty beats polish

The interviewer is trained to check consistency. Your interview will be compared with your psychology tests and your GTO performance at the conference. A polished but false answer will not match the rest of your dossier.

If you do not know something, say *"I don't know, sir."* If you made a mistake in life, say what you learnt from it.

## A week before your SSB

- Read your PIQ line by line and write two questions for each line.
- Read a newspaper daily and know the main national and defence news of the last three months.
- Practise one mock interview with someone who will ask follow-up questions, not a script.

Prepare yourself, not a script. The interviewer is trying to meet you.`,
  },
  {
    author: 'sunita.rathore@example.com',
    title: 'Clearing Day 1: OIR and PPDT without panic',
    category: 'Screening',
    featured: false,
    daysAgo: 11,
    excerpt:
      'More than half of the candidates reporting to an SSB go home on the first day. How the screening test works ' +
      'and a practical plan for the OIR tests and the Picture Perception and Discussion Test.',
    content: `## Why Day 1 matters so much

Screening on Day 1 decides who stays for the full five days. At many boards **more than half of the batch goes home the same afternoon**. The good news: screening tests a small number of things, and all of them can be practised.

Screening has two parts:

1. **Officer Intelligence Rating (OIR) tests**: verbal and non-verbal reasoning.
2. **Picture Perception and Discussion Test (PPDT)**: a story, a narration and a group discussion.

## The OIR tests

You get two booklets of objective questions: series, analogies, coding, odd one out, directions, figure completion and similar. There are roughly **40 to 50 questions per booklet** and the time is tight.

- Speed comes from **familiarity with question types**, not from cleverness. Practise them daily for two weeks.
- Do not get stuck: mark your best guess and move on.
- Your OIR rating counts together with PPDT. A good OIR helps, but a weak PPDT cannot be rescued by it.

## The PPDT, step by step

1. **The picture** is shown for **30 seconds**. It is hazy on purpose.
2. You get **one minute** to note the number of characters, their gender, age and mood, and mark them in a box.
3. You get **four minutes** to write a story: what led to the scene, what is happening, and what the outcome will be.
4. **Narration**: each candidate narrates their story to the group, usually in about **one minute**.
5. **Group discussion**: the group tries to agree on a common story.

## Writing the story

- Choose a **clear central character** whose age and mood match what you noted.
- Give the story an **action**, not a description: the hero notices a problem, plans and acts.
- Keep it **realistic** and end on a positive, believable note.
- Write legibly. The assessors will read it.

## Narrating

Narrate confidently, at a steady pace, looking at the group and not at the floor. Stop when your story ends. **One minute is longer than it sounds**; rehearse with a timer until you can fill it without fillers like *"basically"* and *"so, like"*.

## The discussion

This is where most candidates lose screening. Common mistakes:

- **Shouting over others** to be heard. Assessors notice the calm candidate who gets the group back on track.
- **Staying silent** out of politeness. You need to make at least two or three meaningful contributions.
- **Defending your own story to the end.** The aim is a common story. Build on good ideas, including other people's.

## A two-week plan

- **Daily**: 30 minutes of OIR practice with a timer.
- **Every second day**: write two PPDT stories from random pictures and narrate them aloud.
- **Twice a week**: a group discussion with friends or an online group, on a PPDT picture.

Screening is short, but it is your entrance ticket. Practise it as seriously as the interview.`,
  },
  {
    author: 'anjali.bhattacharya@example.com',
    title: 'WAT and SRT: speed with sincerity',
    category: 'WAT',
    featured: false,
    daysAgo: 14,
    excerpt:
      'Sixty words at fifteen seconds each, then sixty situations in thirty minutes. How to write responses that are ' +
      'quick, practical and genuinely yours in the Word Association and Situation Reaction Tests.',
    content: `## Two tests, one lesson

After the TAT come two tests that reward **spontaneity**:

- **Word Association Test (WAT)**: **60 words**, each shown for **15 seconds**. You write the first meaningful sentence that comes to mind.
- **Situation Reaction Test (SRT)**: **60 everyday situations** in a booklet, to be answered in **30 minutes**. You write what you would do.

There is no time to think of "ideal" answers, and that is the point. The psychologist wants your natural reactions.

## The Word Association Test

### What good responses look like

- **Short and complete**: *"Hard work brings results"* rather than a half sentence.
- **Positive but not preachy**: avoid turning every word into a slogan like *"Soldiers must always sacrifice for the nation."*
- **Drawn from life**: observations about people, work, sport, family and the country.

### Handling negative words

Words like *fear*, *failure*, *death* or *enemy* will appear. You do not need to pretend they do not exist. A mature response acknowledges them and shows how you deal with them: *"Failure shows me what to practise next."*

### Practice

- Use a list of mixed words and a 15-second timer. Do one set of 60 every day for two weeks.
- Read your responses afterwards. If many start with *"We should"* or *"One must"*, you are preaching, not responding.

## The Situation Reaction Test

### What the situations test

Each situation is a small problem: a road accident on the way to an exam, a teammate who is cheating, a power cut during a family function. The psychologist reads **what you do**, in what order, and whether it is practical.

### How to answer

- **Act.** Begin with what you would do: *"Called an ambulance, gave first aid, informed the exam centre, reached late."*
- **Be practical.** You are a normal person without superpowers.
- **Attempt as many as you can.** Unanswered situations are information too. Aim for **50 or more** of the 60.
- **Keep it brief.** Telegraphic language is fine.

### Things to avoid

- Reacting only with feelings (*"I will feel very sad"*).
- Heroics (*"Caught all five robbers"*).
- Passing every problem to someone else.

## Consistency is the real test

The psychologist reads your TAT, WAT, SRT and Self Description together. If your SRT hero always helps others but your WAT is full of suspicion, the contradiction stands out. The best preparation is **reflection**: understand how you actually behave, then practise expressing it quickly.`,
  },
  {
    author: 'gurmeet.dhillon@example.com',
    title: 'Conference day: what happens in the room',
    category: 'Conference',
    featured: false,
    daysAgo: 18,
    excerpt:
      'On the fifth day every assessor sits at one table and you walk in for a few minutes. A former interviewing ' +
      'officer on what the conference is, what it is not, and how to carry yourself.',
    content: `## What the conference is

On the last day of the SSB, the **President, the interviewing officers, the psychologists and the GTOs** sit together for the board conference. Each assessor has already formed an independent opinion of you. At the conference they discuss each candidate and decide on a recommendation.

You are called in for a few minutes. You will be asked a few simple questions, for example:

- *How was your stay? Did you face any difficulty?*
- *How did you find the tests?*
- *What will you do if you are not recommended?*
- Occasionally a question to clarify something from your interview or tests.

## What it is not

The conference is **not a second interview**, and it is not where the decision is made from scratch. For most candidates the assessors agree before you enter. For candidates on the borderline, the conference can help the board decide, which is why your conduct in those minutes still matters.

## How to carry yourself

- **Dress neatly**, as you did for the interview.
- **Enter, greet the board and wait to be asked to sit.** Sit upright and relaxed.
- **Look at the person asking the question**, and briefly at the others as you answer.
- **Answer briefly and honestly.** If you had a bad GTO day, you may say so simply, without excuses.
- **Never argue.** If the board points out a weakness, acknowledge it and say how you will work on it.
- **Thank the board** when they dismiss you and leave calmly.

## The question about not being recommended

Many candidates are asked what they will do if they are not recommended. Answer with a real plan: *"I will continue my studies, work on my weaknesses and apply again through the next entry."* Candidates who say they have no other plan, or who become emotional, show low resilience.

## After the results

The results are announced the same day. If you are recommended, your medical examination follows. If you are not, ask yourself three questions while the memory is fresh:

1. On which day did I feel least like myself?
2. Which task or test did I not finish or not attempt properly?
3. Was I consistent across psychology, GTO and the interview?

Write the answers down. They are your preparation plan for the next attempt.

## A final word

Many outstanding officers were recommended on their second, third or fourth attempt. The conference is the end of one SSB, not the end of your journey.`,
  },
  {
    author: 'rahul.chauhan@example.com',
    title: 'Three conference-outs and then recommended: what changed',
    category: 'Success Stories',
    featured: false,
    daysAgo: 23,
    excerpt:
      'I was conferenced out three times before being recommended from 18 SSB Prayagraj. Here is what I was doing ' +
      'wrong, what I changed, and what I tell every repeater I coach today.',
    content: `## Where I started

My first SSB was at Bhopal. I cleared screening, enjoyed the GTO tasks and felt confident at the conference. I was not recommended. Two more attempts, two more conference-outs, and each time I told myself I had been unlucky.

I was not unlucky. I was **inconsistent**, and I did not see it.

## What I was doing wrong

- **Psychology from templates.** I had learnt "ideal" responses from a book. My SRT hero was a superhero; in the GTO I was average. The assessors saw two different people.
- **GTO as a competition.** I tried to dominate every group discussion and every group task. I spoke a lot and listened very little.
- **Interview answers I had rehearsed.** When the interviewing officer asked a follow-up question, my rehearsed answer fell apart.

## What I changed

### 1. I stopped preparing answers and started preparing myself
I spent a month on honest reflection: my strengths, my weaknesses, my friendships, what my teachers would say about me. I wrote it down. My Self Description changed completely.

### 2. I practised psychology tests for speed, not content
I wrote one WAT set and twenty SRTs every day, without looking at model answers. After two weeks my responses were quick and sounded like me.

### 3. I learnt to work with the group
In practice GDs I set myself one rule: **build on at least one other person's idea before presenting mine**. In the group tasks I gave ideas, then helped carry out whatever plan the group chose, even if it was not mine.

### 4. I got fitter
Individual obstacles and the group obstacle race are tiring. Being fit meant I was calm and useful on the ground instead of exhausted.

## The fourth attempt

At 18 SSB Prayagraj, nothing I did was dramatic. I wrote natural stories, contributed in the discussions without fighting, and answered the interview honestly, including the questions about my three failures. At the conference I was asked what I had learnt from them. I had a real answer.

When my chest number was called, I could not believe it.

## What I tell repeaters

- **Find the real reason.** It is rarely bad luck.
- **Be the same person on all five days.** Consistency is what the board looks for.
- **Do not chase perfection.** The board is looking for potential to become an officer, not a finished officer.
- **Keep a life outside preparation.** Sports, studies and responsibilities give your interview substance.

If I could be recommended on the fourth attempt, so can you.`,
  },
  {
    author: 'sameer.kulkarni@example.com',
    title: 'Getting fit for the GTO ground in six weeks',
    category: 'SSB Tips',
    featured: false,
    daysAgo: 27,
    excerpt:
      'Individual obstacles, the group obstacle race and long days on the ground all reward fitness. A simple ' +
      'six-week plan for running, strength and grip that fits around college or work.',
    content: `## Why fitness matters at the SSB

The SSB does not have a formal fitness test, but the **GTO series is physical**. The group obstacle race, the individual obstacles (ten obstacles in three minutes), the progressive and final group tasks: all are easier and safer when you are fit. A tired candidate stops thinking clearly, and clear thinking is what the GTO is assessing.

After selection, your academy training will demand far more. Starting now is an investment in both.

## The six-week plan

Train **five days a week**. Warm up for ten minutes before every session and stretch afterwards.

### Weeks 1 and 2: build the base
- **Running**: 3 days a week, 2.4 km at an easy pace. Note your time.
- **Strength**: 2 days a week, 3 rounds of 15 push-ups, 20 squats, 10 lunges per leg, a 30-second plank.
- **Grip**: dead hangs from a bar, 3 sets, as long as you can.

### Weeks 3 and 4: build capacity
- **Running**: one interval day (6 × 400 m fast, 2 minutes' rest), one easy 4 km run, one timed 2.4 km run.
- **Strength**: add pull-ups (or assisted pull-ups), 4 rounds, and increase push-ups to 20.
- **Agility**: shuttle runs and jumps over a low bench.

### Weeks 5 and 6: sharpen
- **Running**: intervals (8 × 400 m), one 5 km run, one timed 2.4 km run.
- **Strength**: circuits mimicking the obstacles: rope climbing if available, jumping, crawling.
- **Recovery**: one full rest day; sleep at least seven hours.

A realistic goal for most aspirants: **2.4 km under 11 minutes** and **6 to 8 pull-ups** by the end of week six.

## Technique for the obstacles

- **Ditches and jumps**: run through, do not stop before the jump.
- **Rope and tarzan swing**: hold high on the rope and swing with your legs, not your arms.
- **Commando walk and balancing obstacles**: look ahead, not at your feet.
- **Choose your order.** In the individual obstacles you choose the sequence. Plan it so you do not waste time running back and forth.

## Food, sleep and injuries

- Eat simple home food: dal, roti, rice, vegetables, curd, eggs or paneer. No supplements are needed.
- Drink water through the day, especially in summer.
- **Do not train through sharp pain.** A twisted ankle a week before your SSB costs far more than a missed run.

Fitness is one part of the SSB that rewards effort directly. Six weeks of honest training will show on the ground.`,
  },
];
