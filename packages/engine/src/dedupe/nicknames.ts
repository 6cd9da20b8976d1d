/** Common English given-name variants, grouped by formal name (the first of each group). */
const GROUPS: readonly string[] = [
  'robert rob bob bobby robbie bert', 'william will bill billy willy liam', 'richard rick rich dick ricky richie',
  'james jim jimmy jamie', 'john jon johnny jack', 'jonathan jon jonny', 'joseph joe joey jo', 'thomas tom tommy',
  'charles charlie chuck chas', 'michael mike mikey mick mickey', 'christopher chris kit topher',
  'daniel dan danny', 'david dave davey', 'matthew matt matty', 'anthony tony ant', 'andrew andy drew',
  'steven steve stevie stephen', 'edward ed eddie ted teddy ned', 'benjamin ben benny benji', 'samuel sam sammy',
  'alexander alex al xander sandy', 'nicholas nick nicky', 'patrick pat paddy', 'peter pete', 'timothy tim timmy',
  'gregory greg', 'jeffrey jeff geoff geoffrey', 'kenneth ken kenny', 'ronald ron ronnie', 'donald don donny',
  'lawrence larry laurence', 'raymond ray', 'gerald gerry jerry', 'leonard len lenny leo', 'frederick fred freddie',
  'henry harry hank', 'harold hal harry', 'francis frank frankie fran', 'albert al bert bertie',
  'douglas doug', 'phillip phil philip', 'walter walt wally', 'vincent vince vinny', 'zachary zach zack',
  'nathaniel nate nathan nat', 'joshua josh', 'jacob jake', 'theodore theo ted teddy', 'eugene gene',
  'elizabeth liz lizzie beth betty eliza libby elisabeth', 'margaret maggie meg peggy marge madge',
  'katherine kate katie kathy kat catherine cathy kathryn', 'jennifer jen jenny', 'jessica jess jessie',
  'patricia pat patty tricia trish', 'susan sue susie suzanne', 'deborah deb debbie debra',
  'rebecca becky becca', 'christine chris chrissy christina tina', 'barbara barb babs', 'dorothy dot dottie',
  'victoria vicky tori', 'alexandra alex alexa sandra sandy', 'samantha sam sammy', 'abigail abby abbie',
  'kimberly kim kimmy', 'pamela pam', 'cynthia cindy', 'judith judy', 'teresa terry tess theresa',
  'angela angie', 'stephanie steph', 'melissa mel missy', 'amanda mandy', 'jacqueline jackie jacky',
  'veronica ronnie vera', 'valerie val', 'frances fran frankie', 'eleanor ellie nora', 'josephine jo josie',
  'caroline carrie carol', 'natalie nat', 'gabrielle gabby gabriella', 'isabella bella izzy isabel',
];

const CANONICAL: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const group of GROUPS) {
    const [formal, ...variants] = group.split(' ');
    map.set(formal!, formal!);
    for (const variant of variants) if (!map.has(variant)) map.set(variant, formal!);
  }
  return map;
})();

/** The formal name a nickname stands for ("bob" → "robert"), or the name itself. */
export function canonicalGivenName(name: string): string {
  return CANONICAL.get(name) ?? name;
}
