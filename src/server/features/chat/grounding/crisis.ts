/**
 * Messages that suggest a crisis: self-harm or suicide, or symptoms of a medical emergency.
 * Deliberately broad; a false alarm costs one paragraph, a miss could cost far more.
 */
const CRISIS_PATTERNS = [
  /\b(kill|hurt|harm|cut)(ing)? myself\b/i,
  /\bwant(ed)? to die\b/i,
  /\bsuicid/i,
  /\bself[- ]?harm/i,
  /\bend (my|it all)\b.*\b(life|all)\b|\bend it all\b/i,
  /\b(don'?t|do not) want to (live|be alive|wake up)\b/i,
  /\bbetter off (dead|without me)\b/i,
  // Indirect ways of saying it
  /\b(no|not any|nothing (left )?to) (reason|point|purpose)? ?(to|in|for) (live|living|going on|being alive|be here)\b/i,
  /\bnothing (left )?to live for\b/i,
  /\b(can'?t|cannot|don'?t want to) (go on|carry on|keep going)( living| like this)?( any ?more)?\s*$|\b(can'?t|cannot) go on living\b/i,
  /\bwish (i|i'?d) (was|were|wasn'?t|weren'?t|had never been|could) (dead|alive|here|born|disappear|vanish)/i,
  /\b(want|wanted|going|plan(ning)?) to (disappear|vanish) (forever|for good)\b/i,
  /\b(go to )?sleep and (never|not) wake up\b/i,
  /\b(take|taking|swallow(ing)?) (all|the whole (bottle|box|pack) of) (my|the|those|these) (pills|tablets|meds|medication)\b/i,
  /\b(end|ending|take|taking) my (own )?life\b|\bend (things|everything)\b(?! (with|between))/i,
  /\b(give|giving|gave) up on (life|living)\b/i,
  /\beveryone would be (better|happier) (off )?without me\b|\b(a )?burden to everyone\b/i,
  /\bkill(ing)? my ?self\b|\bkms\b/i,
  /\b(don['’]?t|do not|can['’]?t|cannot) see (the|any) point (in|of) (anything|living|life|going on|being here|carrying on)\b/i,
  /\bwant (it all|everything) to (stop|end)\b/i,
  /\b(thinking (of|about)|going to|want to|might|could) end(ing)? it\b(?! (with|between|off))/i,
  /\b(no ?one|nobody) would (even )?(miss me|notice if i|care if i)\b/i,
  /\b(don['’]?t|do not) want to be (here|around|alive) any ?more\b/i,
  /\bstockpil(e|ed|ing) (my |the )?(pills|tablets|meds|medication)\b/i,
  /\blife (is ?n['’]?t|is not) worth (living|it)\b/i,
  /\b(goodbye|suicide) (letter|note)s?\b/i,
  /\b(jump|jumping) (off|from) (a|the) (bridge|building|roof)\b/i,
  /\boverdos/i,
  /\bchest pain\b|\bcrushing (pain|pressure) in my chest\b/i,
  /\b(can'?t|cannot|unable to) breathe\b|\bstruggling to breathe\b/i,
  /\bstroke\b|\bface (is )?droop/i,
  /\b(passed|passing) out\b|\bunconscious\b|\bseizure\b/i,
  /\b(severe|heavy|won'?t stop) bleeding\b|\bbleeding (heavily|a lot)\b/i,
  /\banaphyla|\bthroat (is )?(closing|swelling)\b/i,
];

export const isCrisis = (message: string) => CRISIS_PATTERNS.some((pattern) => pattern.test(message));

/** Leads every reply to a message that suggests a crisis, whatever the provider says after it. */
export const CRISIS_RESOURCES =
  '**If you are in danger or thinking about harming yourself, please reach out now.** Call your local emergency number ' +
  '(911 in the US and Canada, 112 in the EU, 999 in the UK, 000 in Australia). In the US you can call or text **988** ' +
  '(Suicide & Crisis Lifeline); in the UK and Ireland call Samaritans on **116 123**; elsewhere, findahelpline.com lists ' +
  'free, confidential lines. If you have chest pain, trouble breathing, signs of a stroke or heavy bleeding, call ' +
  "emergency services right away. I'm an AI companion and can't help in an emergency, but I'm here to talk once you're safe.";
