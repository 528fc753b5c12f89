/**
 * Federation and ODF codes for how a bout or match was won (wrestling's VFA fall, judo's IPP ippon, WO a walkover…)
 * → Podium's decision words (`MATCH_DECISIONS`): what the ODF reader stores, and what a result cell shows in words
 * when a feed or the demo puts the code itself in a row's result (decision 094).
 */
const DECISION_CODES: Readonly<Record<string, string>> = {
  // Judo.
  IPP: 'ippon',
  IPPON: 'ippon',
  WAZ: 'waza-ari',
  'WAZA-ARI': 'waza-ari',
  AWA: 'waza-ari-awasete-ippon',
  WAA: 'waza-ari-awasete-ippon',
  GS: 'golden-score',
  GSC: 'golden-score',
  HSK: 'hansoku-make',
  HSM: 'hansoku-make',
  HANSOKU_MAKE: 'hansoku-make',
  FUS: 'fusen-gachi',
  FUSEN_GACHI: 'fusen-gachi',
  KIK: 'kiken-gachi',
  KIKEN_GACHI: 'kiken-gachi',
  // Wrestling: the UWW's classification of a bout.
  VFA: 'fall',
  VSU: 'technical-superiority',
  VSU1: 'technical-superiority',
  VPO: 'points',
  VPO1: 'points',
  VIN: 'injury',
  VFO: 'withdrawal',
  VCA: 'disqualification',
  // Taekwondo.
  PTF: 'points',
  PTS: 'points',
  PTG: 'ptg',
  SUP: 'superiority',
  PUN: 'punitive',
  GDP: 'golden-point',
  WDR: 'withdrawal',
  // Karate.
  SEN: 'senshu',
  HAN: 'hantei',
  // Set and team sports.
  WO: 'walkover',
  WKO: 'walkover',
  RET: 'retired',
  OT: 'overtime',
  ET: 'extra-time',
  SO: 'shoot-out',
  PSO: 'penalties',
  FFT: 'forfeit',
}

/** The decision word a federation code stands for ('VFA' → 'fall'); undefined for a code not in the table. */
export function decisionOfCode(code: string): string | undefined {
  const upper = code.trim().toUpperCase()
  return DECISION_CODES[upper.replaceAll('-', '_')] ?? DECISION_CODES[upper]
}
