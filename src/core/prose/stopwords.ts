/**
 * Stop words: function words that carry no topic. English is complete enough
 * for key-term extraction; the short lists of other Latin-script languages
 * keep their articles and pronouns out of slide headings when a user uploads a
 * French, German, Spanish, Italian, Portuguese or Dutch document.
 */

const ENGLISH = `a about above according across actually after afterwards again against all almost alone along
already also although always am among amongst an and another any anybody anyhow anyone anything anyway anywhere
are aren't around as at away back be became because become becomes becoming been before beforehand behind being
below beside besides best better between beyond both but by can can't cannot could couldn't did didn't do does
doesn't doing don't done down due during each either else elsewhere enough especially etc even ever every
everyone everything everywhere except far few first for former formerly from further furthermore get gets getting
given gives go goes going gone got had hadn't has hasn't have haven't having he he'd he'll he's hence her here
here's hereby herein hers herself him himself his how however i i'd i'll i'm i've ie if in including indeed
instead into is isn't it it's its itself just keep last latter least less let let's like likely made mainly make
makes making many may maybe me meanwhile might mine more moreover most mostly much must my myself namely neither
never nevertheless next no nobody none nor not nothing now nowhere of off often on once one ones only onto or
other others otherwise our ours ourselves out over overall own per perhaps quite rather really said same see seem
seemed seems several shall she she'd she'll she's should shouldn't since so some somehow someone something
sometimes somewhat somewhere still such than that that's the their theirs them themselves then thence there
there's thereafter thereby therefore therein these they they'd they'll they're they've thing things this those
though through throughout thus to together too toward towards two under unless until up upon us use used uses
using usually various very via was wasn't way ways we we'd we'll we're we've well were weren't what what's
whatever when whence whenever where where's whereas wherever whether which while whither who who's whoever whole
whom whose why will with within without won't would wouldn't yes yet you you'd you'll you're you've your yours
yourself yourselves also e.g i.e vs etc within across able lot lots three four five six seven eight nine ten
second third new way ways part parts kind kinds sort example examples point points`;

/**
 * Common verbs, adjectives and adverbs: grammatical, but they make poor key
 * terms and poor slide headings ("Helps", "Additional"), so they are not terms.
 */
const ENGLISH_WEAK = `come comes came coming make makes making take takes took taken give gives gave add adds added
help helps helped provide provides provided require requires required include includes included lead leads
show shows showed shown find finds found keeps put puts run runs ran set sets turn turns turned move moves moved
bring brings brought allow allows allowed become becomes build builds designed
want wants wanted need needs needed seem seems call calls called know knows think thinks thought look looks
looked try tries tried start starts started tell tells told ask asks asked feel feels felt leave leaves left
live mean means meant begin begins began continue continues continued reduce reduces reduced grow grows grew grown
offer offers offered consider considers considered describe describes described explain explains explained
suggest suggests suggested apply applies applied remain remains remained happen happens happened receive
receives received raise raises raised depend depends depended
additional certain longer long short high higher highest low lower lowest large larger largest small smaller
big bigger good great main major minor different similar important possible real simple clear strong full
extra general specific particular common typical unlikely available near early late recent recently
sometimes always directly especially particularly simply slowly quickly noticeably certainly greater fewer
following current currently previous able based related known whose whom often already nearly almost
today year years time times lot average total
say says said contain contains contained true false latest ready refer refers referred matches match
enable enables enabled ensure ensures ensured mention mentions mentioned note notes noted`;

const OTHERS = `le la les un une des du de d' l' et ou mais donc car ni que qui quoi dont où ce cet cette ces
il elle ils elles nous vous je tu on se sa son ses leur leurs au aux en dans par pour sur avec sans sous entre
est sont été être avoir ont fait plus moins très aussi comme ne pas
der die das den dem des ein eine einen einem einer eines und oder aber sondern denn dass ist sind war waren
wird werden wurde wurden hat haben hatte ich du er sie es wir ihr sich nicht auch als wie mit von zu zum zur im
ins am auf aus bei für über unter nach vor durch um bis noch nur schon sehr kann können soll diese dieser dieses
el los las una unos unas y o pero porque que del al en con por para sin sobre entre es son fue ser está están
han ha hay se su sus lo le les como más muy también este esta estos estas ese esa
il lo gli una uno e ed o ma che di da del della dei delle nel nella con per su tra fra è sono era essere ha hanno
si non anche come più molto questo questa questi queste
o os um uma uns umas e ou mas que de do da dos das no na nos nas em com por para sem é são foi ser tem têm se não
também como mais muito este esta isso
de het een en of maar dat die dit deze van in op met voor naar bij uit over door is zijn was waren wordt worden
heeft hebben ik jij hij zij wij ze niet ook als
mehr weniger gut gute guten gutes viel viele vielen man wenn dann so dort hier immer oft ganz sehr etwa also jedoch
même ceci cela celui celle ceux avons avez ont donne donner peut peuvent doit doivent faut ainsi alors toujours
souvent tout tous toute toutes bien bon bonne`;

const STOP = new Set([...ENGLISH.split(/\s+/), ...ENGLISH_WEAK.split(/\s+/), ...OTHERS.split(/\s+/)].filter((w) => w.length > 0));

/** True when `lower` (already lower-cased) carries no topic. */
export function isStopWord(lower: string): boolean {
  return STOP.has(lower);
}

/**
 * Small words that stay lower-case inside a Title Case heading
 * (English style guides agree on these).
 */
export const TITLE_SMALL_WORDS = new Set([
  'a', 'an', 'the', 'and', 'but', 'or', 'nor', 'for', 'so', 'yet', 'as', 'at', 'by', 'in', 'of', 'off', 'on',
  'per', 'to', 'up', 'via', 'vs', 'with', 'from', 'into', 'over',
]);
