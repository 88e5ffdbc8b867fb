"""Words that stand beside names: titles before them, descriptors, words that are never names, words that
make a name an organisation's, places, and posts. Shared by name finding and by cue reading."""

from __future__ import annotations

import re

from importing.parsing.genders import gender_of_first_name
from importing.parsing.verbs import VERB_WORDS


# Words written before a name that are not part of it; some tell the gender.
TITLES = {
    "mr": "m",
    "mr.": "m",
    "mrs": "f",
    "mrs.": "f",
    "ms": "f",
    "ms.": "f",
    "miss": "f",
    "sir": "m",
    "dame": "f",
    "lady": "f",
    "lord": "m",
    "dr.": "",
    "dr": "",
    "sen.": "",
    "sen": "",
    "senator": "",
    "rep.": "",
    "rep": "",
    "del.": "",  # a delegate (`state Del. Marcia Price`); `del` with no full stop is a particle
    "ald.": "",  # an alderman (`said Ald. Mike King, 2nd Ward`)
    "gov.": "",
    "gov": "",
    "governor": "",
    "gen.": "",
    "lt.": "",
    "col.": "",
    "sgt.": "",
    "president": "",
    "vice": "",
    "secretary": "",
    "judge": "",
    "justice": "",
    "rev.": "",
    "prof.": "",
    "professor": "",
    "mayor": "",
    "speaker": "",
    "chairman": "",
    "chairwoman": "",
    "commissioner": "",
    "attorney": "",
    "general": "",
    "former": "",
    "coach": "",
    "manager": "",
    "congressman": "m",
    "congresswoman": "f",
    "pope": "m",
    "king": "m",
    "queen": "f",
    "prime": "",
    "minister": "",
    "chancellor": "",
    "premier": "",
    "taoiseach": "",
    "tánaiste": "",
    "tanaiste": "",
    "foreign": "",
    "founder": "",
    "spokesman": "m",
    "spokeswoman": "f",
    "leader": "",
    "host": "",
    "anchor": "",
    "lawmaker": "",
    "activist": "",
    "nominee": "",
    "candidate": "",
    "director": "",
    "chief": "",
    "supremo": "",  # a party's chief in Indian copy (`BSP supremo Mayawati`), and its convenor
    "convenor": "",
    "convener": "",
    "ambassador": "",
    "deputy": "",
    # Job titles set before a name (`Chief Executive John Chambers`, `Senior Adviser Ana Pell`).
    "executive": "",
    "officer": "",
    "operating": "",
    "financial": "",
    "senior": "",
    "assistant": "",
    "associate": "",
    "adviser": "",
    "advisor": "",
    "aide": "",
    "strategist": "",
    "analyst": "",
    "economist": "",
    "pollster": "",
    "spokesperson": "",
    "councilman": "m",
    "councilwoman": "f",
    "superintendent": "",
    "sheriff": "",
    "detective": "",
    "sergeant": "",
    "captain": "",
    "lieutenant": "",
    "colonel": "",
    "admiral": "",
    "chairperson": "",
    "rabbi": "",
    "bishop": "",
    "cardinal": "",
    "imam": "",
    "pastor": "",
    "reverend": "",
    "editor": "",
    "publisher": "",
    "correspondent": "",
    "columnist": "",
}
# British usage: ranks and honours abbreviated without a full stop (`Det Supt`, `Prof`, `Cllr`).
TITLES.update(
    dict.fromkeys(
        "prof cllr clr coun councillor councilor det supt insp ch sgt constable inspector".split(),
        "",
    )
)
TITLES.update(baroness="f", baron="m", sheikh="m", sheikha="f", emir="m", chair="")
# Heads of agencies and churches (`FAA Administrator Stephen Dickson`, `Archbishop Justin Welby`).
TITLES.update(dict.fromkeys("administrator provost archbishop envoy marshal".split(), ""))
# A board's members (`Regent Ana Pell`, `Regents Alex Cranberg, Wallace Hall Jr. and Brenda Pejovich`).
TITLES.update(dict.fromkeys("regent regents trustee trustees".split(), ""))
# Who holds a post for now (`Acting Immigration and Customs Enforcement Director Matthew Albence`).
TITLES.update(dict.fromkeys("acting interim".split(), ""))
# Commonwealth and West African styles and ranks (`Hon. Kwame Asante`, `Rt Hon`, `Alhaji`, `Engr.`, `Barr.`,
# `Maj.`, `Capt.`): without them the speaker is `Hon Kwame Asante`, a person apart from `Kwame Asante`.
TITLES.update(
    dict.fromkeys(
        """hon hon. rt rt. alhaji mallam engr engr. barr barr. maj maj. capt capt. cpl cpl. brig brig. cdr
        adm adm. col""".split(),
        "",
    )
)
TITLES.update(alhaja="f")
# Ranks and styles abbreviated before a name (`Adm. Paul Yost`, `Det. Supt. Ana Pell`, `Fr Frank Pavone`):
# titles here, and to the sentence splitter (sentences.ABBREVIATIONS) no sentence's end.
ABBREVIATED_RANKS = frozenset(
    "adm capt cmdr cdr det insp supt atty maj cpl pvt fr msgr amb hon brig lieut engr barr cllr clr asst const cst".split()
)
for _rank in ABBREVIATED_RANKS:
    TITLES.setdefault(_rank, "")
TITLES.update(fr="m", msgr="m")
# Set before a name in many newsrooms' style (`Representative Peter Welch`, `Actress Rosario Dawson`,
# `Chief of Staff Denis McDonough`, `Majority Whip John Cornyn`), some in the plural (`Senators Ted Cruz and
# Marco Rubio`); without them the speaker is recorded as `Representative Peter Welch`, a person apart.
TITLES.update(
    dict.fromkeys(
        """representative representatives senators governors staff whip majority minority undersecretary
        delegate assemblyman assemblywoman assemblymember councilmember alderman treasurer comptroller
        moderator journalist reporter
        commentator comedian comedienne author novelist historian businessman businesswoman billionaire
        entrepreneur lawyer filmmaker producer singer rapper musician actor actress presumptive rival
        managing mp mps mep meps msp msps""".split(),
        "",
    )
)
# Sport's and other trades' descriptions, capitalised before a name at a sentence's start (`Striker Harry
# Kane`, `Promoter Frank Maloney`, `Paceman Mitchell Starc`): without them the speaker is recorded as
# `Striker Harry Kane`, a person apart, whose gender no first name tells.
TITLES.update(
    dict.fromkeys(
        """striker forward winger midfielder defender goalkeeper keeper goalie skipper opener batsman batter
        bowler paceman spinner all-rounder wicketkeeper jockey trainer referee umpire promoter veteran
        quarterback pitcher boxer fighter sprinter swimmer cyclist golfer teammate boss chef designer artist
        poet photographer scientist researcher surgeon nurse""".split(),
        "",
    )
)
# And local news's (`Resident Jane Doe, 54, said`, `Grazier Jamie Zammit`, `Volunteer Bob Lee`). Not those that
# are also surnames (Farmer, Baker, Cook, Driver) nor `Fan`, a surname that opens a name (`Fan Bingbing`).
TITLES.update(
    dict.fromkeys(
        """resident homeowner shopkeeper volunteer grazier rancher grower fisherman shopper commuter passenger
        pensioner retiree villager neighbour neighbor parent mum mom dad survivor student pupil teacher
        paramedic firefighter landlord tenant owner trader publican mechanic plumber electrician worker
        activist campaigner protester organiser organizer supporter spectator voter motorist pedestrian
        teenager economist analyst architect coach rookie writer songwriter""".split(),
        "",
    )
)
# And science's and medicine's (`Paleontologist Mark Thompson`, `Epidemiologist Ana Pell`).
TITLES.update(
    dict.fromkeys(
        """paleontologist palaeontologist archaeologist biologist ecologist geologist zoologist epidemiologist
        virologist immunologist meteorologist climatologist seismologist volcanologist oceanographer astronomer
        astrophysicist physicist chemist botanist psychologist psychiatrist sociologist anthropologist
        criminologist engineer veterinarian vet physician paediatrician pediatrician cardiologist oncologist
        neurologist astronaut cosmonaut""".split(),
        "",
    )
)
# Malaysia's honours of one word (`Datuk Seri Najib Razak`, `Dato' Sri Anwar`); those of two are in names.
TITLES.update({"datuk": "", "dato'": "", "dato": "", "datin": "f"})
TITLES.update(actress="f", businesswoman="f", assemblywoman="f", comedienne="f", businessman="m")
TITLES.update(assemblyman="m", actor="m", father="m", sister="f", brother="m")
# Family and school words set before a name at a sentence's start (`Grandson Nathan White`, `Headteacher Phil
# Mottershead`); the family ones tell the gender. Not mother, uncle or aunt: `Mother Jones`, `Uncle Sam`.
TITLES.update(dict.fromkeys("son grandson nephew husband widower grandfather".split(), "m"))
TITLES.update(dict.fromkeys("daughter granddaughter niece wife widow grandmother".split(), "f"))
TITLES.update(dict.fromkeys("headteacher headmaster headmistress principal ceo".split(), ""))
# A player's position set before a name, alone or for two (`Forwards Katie Wilkinson and Sophia Pharoah`).
TITLES.update(
    dict.fromkeys(
        "forward forwards striker strikers midfielder midfielders defender defenders".split(), ""
    )
)
# Party and nationality words: they describe a person (`Republican Jo Marsh`, `the Spaniard Carlos Vega`),
# never name one. Not those that are also surnames (Cuban, English, Welsh, Irish, Dutch, Greek), nor a first
# name (`Christian Horner`; `Christians` still describes).
DESCRIPTOR_WORDS = set(
    """republican republicans democrat democrats democratic gop independent libertarian conservative liberal
    progressive american americans british russian russians chinese mexican mexicans french german germans
    israeli israelis palestinian palestinians syrian iranian iraqi afghan saudi japanese korean indian canadian
    european europeans african asian latino latinos latina hispanic muslim muslims christians jewish
    catholic evangelical evangelicals protesters demonstrators citizens residents voters labour tory tories
    snp ukip spaniard spanish australian briton frenchman frenchwoman englishman englishwoman welshman
    irishman dutchman swede swedish norwegian czech serb serbian croat croatian argentine argentinian
    brazilian italian portuguese belgian austrian nigerian kenyan ghanaian pakistani chilean colombian
    peruvian venezuelan ukrainian scottish lankan lankans bangladeshi bangladeshis nepali nepalese bhutanese
    indians pakistanis kenyans nigerians ghanaians ethiopians somalis canadians australians italians
    parents teachers students pupils witnesses neighbours neighbors fans doctors nurses families relatives
    workers employees members victims survivors locals villagers passengers commuters patients shoppers
    customers investigators prosecutors lawyers scientists researchers judges jurors panellists panelists
    unions campaigners detectives officers firefighters paramedics
    women men children girls boys mourners soldiers crowds pilots farmers lawmakers leaders""".split()
)
# The last words of peoples named in two words that no compass word opens (`South African` is a place's).
PEOPLES_OF_TWO_WORDS = frozenset(
    "lankan lankans rican ricans zealander zealanders arabian arabians".split()
)
WEEKDAYS = frozenset("monday tuesday wednesday thursday friday saturday sunday".split())
# Capitalised words that start sentences or name things, never people.
NON_NAME_WORDS = set(
    """the a an but and or however in on at after before when while if he she they it this that these
    those we i you his her their our its as for from with without by to of so yet still then now also even
    perhaps instead indeed nonetheless moreover furthermore overall finally ultimately regardless otherwise
    similarly likewise besides thus therefore hence again only just during following under over amid among within
    across through throughout until upon toward towards behind beyond inside outside near around alongside about against
    between like unlike because whether once unless given ahead first second third fourth fifth back
    since although though meanwhile despite according asked speaking why what who how where some many most
    more last next earlier later both each every one two three no not there here all another other others such
    neither either nor maybe does did was were had are get see said says stated continued telling being
    whatever takes take consider imagine remember hundreds thousands dozens millions scores six seven eight nine ten several
    afterwards afterward monday tuesday wednesday thursday friday saturday sunday january february march april june july
    august september october november december feb apr aug sept sep oct nov dec mr mrs ms people officials
    sources critics authorities investigators prosecutors witnesses organisers organizers
    supporters experts analysts voters aides advisers democrats republicans
    sentencing addressing thanking praising quoting citing urging describing welcoming congratulating
    criticising criticizing introducing accusing fresh latest preliminary provisional updated former""".split()
)
ORGANISATION_WORDS = set(
    """party house committee department post times news campaign university college center centre institute
    association council foundation fund inc corp corporation group bank court senate congress republicans
    democrats democratic republican states america american office agency administration service services
    journal network press club league team mets yankees commission company board bureau school church
    review magazine tribune daily weekly radio tv fm cnn fox msnbc abc nbc cbs street city county state
    twitter facebook reuters politico party's organization union police army navy democrat
    guard museum forum caucus hall park stadium theatre theater cinema arena airport river district academy institution
    zoo aquarium gallery library observatory laboratory
    monument memorial square avenue bridge tower plaza building capitol station hospital prison island
    province republic kingdom nations security authority ministry alliance coalition federation society trust
    commission tribunal parliament assembly legislature cabinet government embassy consulate llc ltd plc holdings
    industries airlines gazette herald chronicle observer telegraph examiner inquirer courier dispatch bulletin
    wire watch research economics insider pac project report force convention matter industry confederation
    chamber commerce championship championships games olympics olympiad cup tournament marathon series open bowl
    slam prix festival summit awards air airways motors media capital partners systems technologies labs
    foods brands insurance financial telecom software studios pictures entertainment pharmaceuticals sport
    sports fein féin fáil gael""".split()
)
# Legislatures and councils by their own names (`Lok Sabha`, `Knesset`): bodies that vote, not ones that speak.
LEGISLATURES = frozenset(
    """sabha parishad panchayat knesset bundestag bundesrat duma dáil seanad oireachtas sejm riksdag storting
    folketing majlis sangsad""".split()
)
ORGANISATION_WORDS |= LEGISLATURES
# The last word of a club's name or a body's (`Leeds United`, `Amnesty International`): a body, never a surname.
CLUB_ENDS = frozenset("united rovers athletic wanderers albion hotspur international".split())
# Titles that end a post's name and are seldom a surname (`King`, `Bishop`, `Judge` or `Baron` often is).
POSTS = frozenset(
    """mp mps mep meps msp msps mla mlas td tds leader minister secretary chancellor president governor senator spokesman
    spokeswoman spokesperson chairman chairwoman director commissioner mayor premier ambassador editor
    correspondent columnist adviser advisor aide strategist analyst executive officer nominee candidate
    lawmaker activist congressman congresswoman councilman councilwoman captain teacher ceo cfo coo cto boss
    founder co-founder chair manager practitioner coordinator specialist supervisor administrator consultant
    ep producer showrunner ameer amir emir whip cco cmo cio cso""".split()
)
# A chamber's posts, which name no one (`the House Speaker`, `Senate Majority Leader`; not `the Union Leader`, a
# paper).
CHAMBER_POSTS = ("Speaker", "Leader")
CHAMBER_WORDS = frozenset("House Senate Assembly Majority Minority Opposition Floor Deputy".split())
# Letters after a name: silk, seat or honour (`Joanna Korner QC`, `Jane Smith MP`, `Ann Lee OBE`).
POSTNOMINALS = frozenset("QC KC SAN MP MSP MLA MEP TD OBE MBE CBE KBE DBE".split())
HONOURS = frozenset({"tan sri", "puan sri", "datuk seri", "dato' seri", "dato seri", "toh puan"})
# Offices no one is surnamed after.
OFFICES = frozenset(
    """minister secretary president chancellor premier governor mayor commissioner director executive officer
    chairman chairwoman spokesman spokeswoman senator representative general manager pm mp mla mep msp
    taoiseach tánaiste tanaiste counsel ceo cfo coo cto cco cmo cm cj cji dgp igp ssp dsp dcp acp sho potus flotus""".split()
)
# Lower-case words inside a name, before its surname (`Ursula von der Leyen`, `Mohammed bin Salman`).
PARTICLES = frozenset(
    "de da del della dei di do dos das du van von der den ter ten la le los st. al el bin ben ibn".split()
)
# A region's name opens with its bearing or closes with its continent; `Kanye West` and `Allen West` are people.
COMPASS = frozenset("western eastern northern southern central middle far".split())
BEARINGS = frozenset("north south east west upstate downstate".split())
REGIONS = frozenset(
    "europe asia africa america americas caribbean mediterranean pacific atlantic arctic balkans oceania".split()
)
LAWS = frozenset("act acts amendment treaty accord accords doctrine protocol".split())


def is_sentence_word(word: str) -> bool:
    """A capitalised word that opens a sentence (`Conversely`, `Ahead`) or abbreviates one (`U.`)."""
    lowered = word.lower().rstrip(".")
    # `Adding, “Now ...”`, `Noting that`: a speech verb's participle opening a sentence is no one's name.
    cue = lowered.endswith("ing") and lowered in VERB_WORDS
    return lowered in NON_NAME_WORDS or cue or an_adverb(word, lowered) or len(lowered) <= 1


def an_adverb(word: str, lowered: str) -> bool:
    """`Conversely`, `Finally`; not `Kelly`, `Beverly` (first names) nor `Connolly`, `Donnelly`, `Scully`, nor
    `McSally` (capitals within)."""
    return (
        lowered.endswith("ly")
        and word[1:].islower()
        and len(lowered) > 4
        and not _LY_SURNAME.search(lowered)
        and not gender_of_first_name(word)
    )


_LY_SURNAME = re.compile(r"(?:elly|olly|(?<!f)ully)$")


def names_a_law(name: str) -> bool:
    """`Affordable Care Act`, `Paris Accord`: a law or a treaty, which no one is and which says nothing."""
    words = name.split()
    return len(words) > 1 and words[-1].lower() in LAWS


def a_month_as_a_first_name(text: str, start: int, tokens: list[str]) -> bool:
    """`June Steenkamp`, `April Ryan`: a month that is also a woman's name opens a name of two or three words,
    unless a word of time comes before it (`In June Trump said`, `since April`)."""
    month = tokens[0].lower() in ("april", "june", "august") and 2 <= len(tokens) <= 3
    return month and not _TIME.search(text, 0, start)


_TIME = re.compile(
    r"(?i)\b(?:in|on|at|since|by|until|during|before|after|from|of|last|next|this|early|late|mid|and|to|a|an|the)\s+$"
)


def a_surname_too(words: list[str]) -> bool:
    """`Liam Fox`, `Chris Park`: a body's word that is a surname after a first name (not `20th Century Fox`,
    `Hyde Park`); `Park Chong-jun`: a Korean surname before a given name whose syllables a hyphen joins."""
    first, korean = words[0].lower(), words[0] == "Park" and len(words) == 2 and "-" in words[1]
    if korean or words[-1] == "Park":
        return korean or bool(gender_of_first_name(words[0]))
    return words[-1] == "Fox" and first not in _NOT_FIRST_NAMES and not is_sentence_word(words[0])


_NOT_FIRST_NAMES = ORGANISATION_WORDS | DESCRIPTOR_WORDS | {"century", "arctic", "red", "silver"}


# Two capitals that stand for something, not for a person's given names (`US`, `UK`, `UP`, `PM`).
_TWO_LETTER_ACRONYMS = frozenset(
    """us uk eu un ny nj la dc ap tv pm mp cm up nz hr pr it ai gp md gm vp ok jr sr fc ac bc ad st mr ms dr
    pa ca tx fl ga oh mi wa va nc sc az co ct ma mn mo wi ag da qb rb wr lb cb fm hm lg dm si ig cj sp dg""".split()
)


def initials_for_given_names(token: str, surname: str) -> bool:
    """`MK` of `MK Stalin`, `D` of `D Y Chandrachud`: one or two capitals before a surname written in
    small letters, as Indian copy writes given names; not an acronym (`US`, `UP`), an article (`A Clinton
    adviser`) or a headline's capitals (`TO USE`)."""
    return (
        len(token) <= 2
        and token.isalpha()
        and token.isupper()
        and token not in ("A", "I")
        and token.lower() not in _TWO_LETTER_ACRONYMS
        and surname[1:].islower()
    )
