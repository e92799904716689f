import type { DemoPost } from "./demo-post";

export const HEALTH_POSTS: DemoPost[] = [
  {
    title: "Sleep Is a Skill: Rebuilding My Nights After Years of Insomnia",
    category: "Health",
    image: "/images/blogs/health-1.webp",
    author: "grace",
    shortDesc:
      "Not a miracle cure: a slow, practical rebuild of my sleep, with the habits that mattered most and the ones that did not.",
    paragraphs: [
      "For most of my thirties I slept badly. Not dramatically, not every night, but often enough that I organised my life around tiredness. I drank coffee at four in the afternoon. I cancelled plans because I could not face an evening out on five hours of sleep. I read every article about sleep and tried every trick at once, which, as I later learned, is one of the best ways to keep sleeping badly.",
      "What finally helped was treating sleep less like a problem to be solved in one night and more like a skill to be rebuilt over months. With the help of my doctor and a short course of what is called cognitive behavioural therapy for insomnia, I changed a handful of things, one at a time, and gave each one weeks to work. This is what that looked like. It is my experience, not medical advice, so please talk to a professional about your own nights.",
      "The first change was the hardest and the most important: a fixed wake-up time, every single day, including weekends. Not a fixed bedtime, a fixed wake-up time. I chose seven o'clock. For the first fortnight I was exhausted, because on bad nights I could no longer sleep in to make up for it. But that tiredness built what sleep researchers call sleep pressure, and by the third week I was falling asleep faster than I had in years.",
      "The second change sounds backwards: I spent less time in bed. My therapist asked me to keep a sleep diary for two weeks, and it showed I was lying in bed for nine hours to sleep for six. The bed had become a place for worrying, scrolling and waiting. So we shrank my time in bed to roughly the hours I was actually sleeping, and expanded it by fifteen minutes each week as my sleep became more solid. It was unpleasant for a while and it worked remarkably well.",
      "The third change was a rule about the bed itself. If I was awake and frustrated for what felt like twenty minutes, I got up, went to another room with dim light, and did something quiet and boring until I felt sleepy again. Folding laundry was my favourite. The point was to teach my brain, again, that the bed is where sleep happens, not where struggle happens.",
      "Then came the smaller habits, which matter less than the internet suggests but still help. I stopped caffeine after noon. I keep the bedroom cool and dark. I put my phone on a charger in the hallway, which was the single most irritating change and possibly the most useful. I bought an old-fashioned alarm clock and turned its face away from me so I could not calculate how many hours remained.",
      "Worry deserved its own appointment. Each evening after dinner I spend ten minutes writing down whatever is on my mind and one small next step for each item. Then I close the notebook. When the same worries arrive at two in the morning, I can tell them, politely, that they have already been written down and scheduled for tomorrow. It sounds silly. It is surprisingly effective.",
      "Exercise helped, though not the way I expected. Evening workouts kept me wired, so I moved them to the morning, and a walk in daylight before work seemed to do as much as anything else for my body clock. Alcohol, which I used to think helped me relax, turned out to make the second half of my nights much worse. I did not quit, but I drink less and earlier.",
      "Today I sleep well most nights and badly some nights, like most people. The difference is that a bad night no longer frightens me. I know what to do: get up at the same time, stay out of bed a little longer the next evening, and trust the pressure to build. Sleep is a skill, and skills can be practised back.",
    ],
  },
  {
    title: "A Ten-Minute Mobility Routine for People Who Sit All Day",
    category: "Health",
    image: "/images/blogs/health-2.webp",
    author: "linus",
    shortDesc: "No equipment, no gym, no changing clothes. Just ten minutes that make desk days easier on the body.",
    paragraphs: [
      "Start with slow neck rolls and shoulder circles, ten each way. Stand up and do twenty gentle hip circles, then ten bodyweight squats to the depth that feels comfortable. Hold a doorway chest stretch for thirty seconds on each side. Finish with a minute of cat and cow on the floor and a minute of simply lying on your back with your knees bent, breathing slowly.",
      "Do it mid-morning and mid-afternoon. The routine matters less than the interruption: your body was not designed to hold one shape for eight hours.",
    ],
  },
  {
    title: "What I Learned From Tracking My Water Intake for a Month",
    category: "Health",
    image: "/images/blogs/health-2.webp",
    author: "ada",
    shortDesc: "Spoiler: I was not dehydrated. But the habit changed my afternoons anyway.",
    paragraphs: [
      "I expected to discover I barely drank anything. In fact I was drinking about the right amount, mostly as tea. What changed was the afternoon slump: keeping a glass of water on my desk replaced the three o'clock biscuit run, and that, not hydration, is what made me feel better.",
      "Sometimes the benefit of a health habit is not the one on the label.",
    ],
  },
  {
    title: "Walking Meetings: A Small Experiment That Stuck",
    category: "Health",
    image: "/images/blogs/health-1.webp",
    author: "grace",
    shortDesc: "One-to-ones on foot turned out to be shorter, kinder and more honest.",
    paragraphs: [
      "Our team tried walking one-to-ones for a month. Side by side, people talk more openly than across a desk, and a loop around the park naturally ends a meeting after thirty minutes. We kept it, rain permitting.",
    ],
  },
  {
    title: "Cooking Vegetables People Actually Want to Eat",
    category: "Health",
    image: "/images/blogs/health-2.webp",
    author: "linus",
    shortDesc: "High heat, enough salt, something sour at the end. That is ninety percent of it.",
    paragraphs: [
      "Most vegetables people dislike were boiled until they gave up. Roast them instead, hot and spread out on the tray so they brown instead of steam. Salt them properly. Finish with lemon juice, vinegar or a spoon of yoghurt, and something crunchy like toasted seeds.",
      "Broccoli roasted at a high temperature until its edges char is a completely different vegetable from the grey version many of us grew up with. Try it once and you will not go back.",
      "Make a big tray on Sunday and you will find yourself adding vegetables to everything during the week, not because you should, but because they taste good.",
    ],
  },
  {
    title: "Fitness After Forty: Strength Training in Three Short Sessions a Week",
    category: "Health",
    image: "/images/blogs/health-1.webp",
    author: "grace",
    shortDesc:
      "No gym membership, no two-hour workouts: the simple strength routine that made stairs, shopping bags and my back feel easier.",
    paragraphs: [
      "I used to think fitness meant long runs and expensive classes, so I did neither. At forty-two my doctor suggested something much smaller: three short strength sessions a week, twenty minutes each, with nothing more than my own body weight and a pair of adjustable dumbbells.",
      "The routine is deliberately dull. Squats to a chair, push-ups against the kitchen counter, rows with a dumbbell, a plank, and a slow walk up and down the stairs. I do two rounds, rest when I need to, and write down what I did on a card stuck to the fridge. When a set feels easy three sessions in a row, I add a little weight or a few repetitions.",
      "The changes came quietly. After a month, carrying the shopping up two flights no longer left me out of breath. After three, the ache in my lower back that I had accepted as part of sitting at a desk had mostly gone. After six, I noticed I was standing taller in photographs, which was not a goal but was a pleasant surprise.",
      "If you are starting later than you would like, start anyway, and start smaller than feels worthwhile. Consistency beats intensity by a wide margin. Twenty minutes you actually do three times a week will change more than the perfect programme you abandon in the second week.",
    ],
  },
];
