import type { DemoAuthorKey } from "./authors";

/** Conversations under a few demo posts, always by someone other than the post's author. */
export type DemoComment = { postTitle: string; author: DemoAuthorKey; text: string };

export const DEMO_COMMENTS: DemoComment[] = [
  {
    postTitle: "What Running a Small Server at Home Taught Me About the Cloud",
    author: "ada",
    text: "The line about a backup you have never restored being a hope made me go and test mine. It was broken.",
  },
  {
    postTitle: "What Running a Small Server at Home Taught Me About the Cloud",
    author: "grace",
    text: "Lovely write-up. The Sunday restore ritual is going straight into my own routine.",
  },
  {
    postTitle: "Three Weeks on Slow Trains Across the Balkans",
    author: "linus",
    text: "This is exactly the trip I keep postponing. Did you book anything in advance or just turn up?",
  },
  {
    postTitle: "Three Weeks on Slow Trains Across the Balkans",
    author: "ada",
    text: "Third time is the correct number. I will remember that forever.",
  },
  {
    postTitle: "Sleep Is a Skill: Rebuilding My Nights After Years of Insomnia",
    author: "linus",
    text: "The fixed wake-up time was the thing that finally worked for me too. Brutal for two weeks, then magic.",
  },
  {
    postTitle: "Learning a Language at Forty: A Year of Small Daily Steps",
    author: "grace",
    text: "Fifteen minutes, every day, no heroics. I am starting Italian on Monday.",
  },
  {
    postTitle: "The Year I Stopped Buying New Things",
    author: "ada",
    text: "We have a repair café near us too and I never went. Going this Saturday with a very sad toaster.",
  },
  {
    postTitle: "The Feynman Technique in Plain Words",
    author: "linus",
    text: "Short and true. Explaining things to my kids has taught me more than any course.",
  },
  {
    postTitle: "A Gentle Introduction to Reading Other People's Code",
    author: "grace",
    text: "Follow one real path all the way through: the best onboarding advice I have read in years.",
  },
];
