"""Places a story names: towns of more than one word, countries, US states and the world's capitals. A place is
no person, and a country or a capital speaks through its government."""

from __future__ import annotations

import re

# Places of more than one word (`New Delhi | Jagran News Desk:` had made a person of a dateline's city).
PLACE_NAMES = frozenset(
    place.strip()
    for place in """new york, las vegas, los angeles, new jersey, white house, united states, new hampshire,
    north carolina, south carolina, west virginia, san francisco, wall street, capitol hill, new delhi, hong kong,
    tel aviv, buenos aires, kuala lumpur, abu dhabi, cape town, mexico city, sao paulo, são paulo, new orleans,
    san diego, san antonio, san jose, el paso, fort worth, kansas city, oklahoma city, salt lake city, long beach,
    santa monica, palm beach, addis ababa, phnom penh, ho chi minh city, rio de janeiro, st petersburg,
    st. petersburg, port moresby, las palmas, santa barbara, santa fe, baton rouge, des moines, little rock,
    st. louis, st louis, new haven, green bay, ann arbor, colorado springs, virginia beach, quebec city,
    gold coast, sunshine coast, port louis, tai po, sha tin, kowloon tong""".split(",")
)

# States speak through their governments (`Japan branded ...`, `Russia insisted`). Names that are also people's
# (Jordan, Georgia, Chad) are left out: they stay a person's when the text gives that person.
COUNTRIES = frozenset(
    """afghanistan albania algeria argentina armenia australia austria azerbaijan bahrain bangladesh belarus belgium
    bolivia brazil britain bulgaria burma cambodia canada chile china colombia croatia cuba cyprus denmark ecuador
    egypt estonia ethiopia finland france germany ghana greece guatemala haiti honduras hungary iceland india
    indonesia iran iraq ireland israel italy japan kazakhstan kenya kosovo kuwait laos latvia lebanon libya lithuania
    malaysia mexico moldova mongolia morocco myanmar nepal netherlands nicaragua nigeria norway pakistan panama
    paraguay peru philippines poland portugal qatar romania russia rwanda serbia singapore slovakia slovenia somalia
    spain sudan sweden switzerland syria taiwan tanzania thailand tunisia turkey uganda ukraine uruguay uzbekistan
    venezuela vietnam yemen zimbabwe zambia malawi botswana namibia mozambique angola senegal mali niger cameroon
    congo eritrea djibouti madagascar mauritius oman jamaica bahamas barbados fiji samoa tonga vanuatu kiribati
    tuvalu nauru palau bhutan maldives brunei tajikistan kyrgyzstan turkmenistan luxembourg malta montenegro
    macedonia bosnia andorra monaco liechtenstein lesotho eswatini gabon togo benin guinea liberia gambia burundi
    belize guyana suriname""".split()
) | {
    "papua new guinea",
    "solomon islands",
    "new caledonia",
    "french polynesia",
    "marshall islands",
    "cook islands",
    "east timor",
    "timor-leste",
    "puerto rico",
    "costa rica",
    "el salvador",
    "dominican republic",
    "sierra leone",
    "ivory coast",
    "burkina faso",
    "north macedonia",
    "trinidad and tobago",
    "south sudan",
    "north korea",
    "south korea",
    "saudi arabia",
    "south africa",
    "united states",
    "united kingdom",
    "new zealand",
    "sri lanka",
    "czech republic",
    "united arab emirates",
}

# The states a dateline or a place gives after its town (`in Ames, Iowa, on Sunday`), spelled or abbreviated.
# Georgia and Washington, also people's names, are left out.
US_STATES = frozenset(
    """alabama alaska arizona arkansas california colorado connecticut delaware florida hawaii idaho illinois
    indiana iowa kansas kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri
    montana nebraska nevada ohio oklahoma oregon pennsylvania tennessee texas utah vermont virginia wisconsin
    wyoming ala. ariz. ark. calif. colo. conn. del. fla. ga. ill. ind. kan. ky. la. md. mass. mich. minn. miss.
    mo. mont. neb. nev. okla. ore. pa. tenn. vt. va. wash. wis. wyo. n.h. n.j. n.m. n.y. n.c. n.d. s.c. s.d.
    w.va. r.i. d.c.""".split()
) | {
    "new hampshire",
    "new jersey",
    "new mexico",
    "new york",
    "north carolina",
    "north dakota",
    "south carolina",
    "south dakota",
    "west virginia",
    "rhode island",
}

# The states and provinces of other federations, which follow a town as a US state does and name no one (`Jharkhand:
# BJP chief Marandi warns`). Victoria and Alberta, also women's names, are left out.
STATES_ABROAD = frozenset(
    """assam bihar chhattisgarh goa gujarat haryana jharkhand karnataka kerala maharashtra manipur meghalaya
    mizoram nagaland odisha punjab rajasthan sikkim telangana tripura uttarakhand delhi kashmir ladakh sindh
    balochistan queensland tasmania ontario quebec manitoba saskatchewan""".split()
) | {
    "uttar pradesh",
    "madhya pradesh",
    "andhra pradesh",
    "himachal pradesh",
    "arunachal pradesh",
    "tamil nadu",
    "west bengal",
    "jammu and kashmir",
    "khyber pakhtunkhwa",
    "new south wales",
    "western australia",
    "south australia",
    "british columbia",
    "nova scotia",
}


# Capitals and great cities of one word, which also speak for their governments (`Beijing said`, `Moscow
# warned`): a body, never a person a `she` may mean (`panic in Tehran ... “...,” she added` had been Tehran's).
# Those that are also people's names (Washington, Paris, Lima, Santiago, Sydney, Victoria) are left out.
CAPITALS = frozenset(
    """tehran beirut gaza baghdad kabul riyadh doha jerusalem damascus cairo ankara istanbul moscow kyiv kiev
    beijing shanghai tokyo seoul pyongyang taipei manila jakarta hanoi bangkok nairobi lagos abuja brasilia
    caracas bogota quito havana managua muscat dubai sanaa amman ramallah khartoum islamabad karachi lahore
    dhaka kathmandu colombo tripoli tunis algiers rabat accra dakar kinshasa harare pretoria johannesburg
    canberra ottawa montevideo minsk warsaw prague budapest bucharest belgrade zagreb vienna berlin brussels
    amsterdam madrid lisbon rome athens stockholm oslo helsinki copenhagen dublin london mumbai delhi kolkata
    chennai tbilisi yerevan baku tashkent astana yangon mogadishu kampala kigali mosul aleppo benghazi""".split()
)


def is_place(name: str) -> bool:
    """A country, a state or province, or a city the lists know: no one a title may stand before."""
    lowered = name.lower()
    return any(
        lowered in places for places in (PLACE_NAMES, COUNTRIES, US_STATES, STATES_ABROAD, CAPITALS)
    )


def owns_a_place(text: str, end: int) -> bool:
    """Whether the possessive name ending at `end` names a place (`St Anthony's Shrine`, `St Patrick's
    Cathedral`, `Mother's Day`): no person a pronoun may mean."""
    return bool(_A_PLACE_OF.match(text, end))


_A_PLACE_OF = re.compile(
    r"['’]s?\s+(?:Shrine|Church|Cathedral|Chapel|Basilica|Temple|Mosque|Synagogue|Abbey|Hospital|School|"
    r"College|Academy|University|Square|Park|Hall|Stadium|Street|Road|Avenue|Bridge|Island|Bay|Day)\b"
)
