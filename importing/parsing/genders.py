"""First names, to tell "he" from "she" when resolving pronouns, and to trust a single first name as a
person's (`Hillary said`).

News quotes people from everywhere, so the lists reach beyond English: Spanish, Portuguese, French, German,
Italian, Dutch and Nordic, Slavic, Arabic, South Asian, African and Irish names. They leave out names given
to both sexes (Jordan, Robin, Kelly, Lindsey, Dominique), names read one way in one language and the
other in another (Andrea, Nicola, Jan), and common surnames of public people that would gender a bare
surname (`Warren said`: Elizabeth Warren). A name is compared without its accents (`Ségolène`, `José`).
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache


def _names(*lists: str) -> frozenset[str]:
    return frozenset(" ".join(lists).split())


_MALE = _names(
    # Short forms and others news quotes often (not Dean, Harvey or Lloyd: public people bear them as surnames).
    """jeffery geoff robby tad freddy curt corey norbert nate ty laurence stu raffaello walt zack lou richie
    ricky ruben sal tommy vic vinny gene herb lenny lyle manny milo monty norm ozzie rocco ronnie rusty sammy sid
    thad vern woody iain eoin ruairi cian hamish alasdair euan ewan lachlan dafydd gareth owain ieuan keir rishi
    sadiq nadhim""",
    # Catalan, Basque and Spanish short forms, and sport's and Africa's names the news quotes often
    """carles jordi oriol pere josep pep xavi dani iker unai santi mikel gianluigi ugo kylian ousmane erling
    vinicius jude bruno lamine allan raila rigathi kalonzo musalia bola atiku yemi nyesom kashim gwede fikile
    mmusi""",
    """aaron adam alan albert alex alexander andrew andy anthony arthur ben benjamin bill billy bob
    bobby brad bradley brandon brian bruce bryan carl carlos charles charlie chris christopher chuck clarence
    colin craig dan daniel danny darren dave david dennis derek dick don donald doug douglas dwight ed eddie
    edward eric ernest frank fred gary george gerald glenn greg gregory harold harry henry howard ian jack jacob
    jake james jason jeff jeffrey jeremy jerry jesse jim jimmy joe joel john johnny jon jonathan jose joseph
    josh joshua juan justin keith ken kenneth kevin kyle larry lawrence lee leonard louis luis luke marco mark
    martin matt matthew michael mike mitch nathan neil nicholas nick noah oliver patrick paul pete
    peter phil philip ralph randy ray raymond richard rick rob robert roger ron ronald roy rudy russell
    ryan sam samuel scott sean sergio seth stephen steve steven stuart ted terry thomas tim timothy todd tom
    tony travis troy tyler victor vincent wally walter wayne william willie""",
    # English, beyond the commonest
    """alec basil benedict bertie damien daryl dwayne ezra kieran liam phillip rex shaun terence
    abraham adrian aidan alfred alistair allen alvin angus archibald archie arnold barack barry bernard
    bernie bert brendan brent brett callum calvin cecil cedric clifford clint clyde cody conor connor cory
    cyril dale damian darrell darryl declan desmond dominic donovan dustin dylan edgar edmund edwin elijah
    elliot elliott elmer emmett ethan eugene evan everett felix fergus floyd frederick gabriel garrett gavin
    geoffrey gilbert gus hank herbert herman homer horace hugh hugo isaac jared jasper jay jeb jeremiah
    jerome joey jonah julian julius kareem kelvin lance leo leon leroy lester levi lionel logan luther lyndon
    malcolm marc marcus marvin maurice max maxwell melvin mick mickey milton mitt mohammed myron nathaniel ned
    neville newt nigel norman oscar otis owen percy quentin rahm rand randall reggie reginald reince reuben
    rhys rod rodney roland rory rowan rudolph rufus rupert russ saul sebastian seymour shane sheldon sidney
    silas simon solomon stan stanley sylvester teddy terrence theo theodore thaddeus toby trevor tristan
    ulysses vaughn vernon vince virgil wade wes wilbur wilfred winston woodrow zach zachary beto""",
    # Spanish and Portuguese
    """alejandro alfonso alvaro andres antonio armando arturo alberto benito cesar cristian diego eduardo
    emilio enrique ernesto esteban felipe fernando francisco gerardo gonzalo guillermo gustavo hector hernan
    ignacio javier joaquin jorge julio leonardo lorenzo manuel marcelo mario mateo miguel octavio pablo pedro
    rafael ramon raul ricardo roberto rodrigo salvador santiago tomas vicente xavier joao jair""",
    # French
    """alain antoine bertrand christophe didier emmanuel etienne fabien francois frederic gaston gerard
    gilles guillaume henri jacques laurent luc marcel mathieu michel nicolas olivier pascal philippe pierre
    remi serge thierry yves edouard""",
    # German, Dutch and Nordic
    """andreas bernd dieter dietrich friedrich fritz gerhard gunther hans heinrich heinz helmut horst jurgen
    karl klaus konrad kurt lothar lukas manfred markus matthias olaf otto rainer reinhard rolf sigmar stefan
    thorsten ulrich uwe volker werner wolfgang anders bjorn erik geert hendrik jens johan lars mats nils
    pieter rutger sven""",
    # Italian
    """alessandro angelo carlo enrico fabio federico francesco giacomo gianni giorgio giovanni giuseppe
    giulio luca luigi marcello massimo matteo maurizio paolo pietro salvatore silvio stefano vittorio""",
    # Arabic, Persian and Turkish
    """abdul abdullah ahmad ahmed amir anwar ashraf bashar faisal farid hamid hassan hussein ibrahim ismail
    jamal karim khalid khizr mahmoud mohamed mohammad muhammad mustafa nabil omar osama rashid recep salman
    tariq walid yasser youssef yusuf hassan""",
    # Slavic
    """aleksandr alexei alexey anatoly andrei boris dmitri dmitry evgeny igor ivan mikhail nikita nikolai
    oleg pavel sergei sergey vladimir viktor vitaly volodymyr vyacheslav yuri yevgeny petro andrzej
    jaroslaw lech tomasz witold zbigniew""",
    # South Asian, African, Irish, Japanese
    """amit anand arjun arvind ashok deepak gautam narendra rahul rajesh ravi sanjay sunil vijay vikram kofi
    kwame jomo uhuru thabo muhammadu ciaran colm cormac eamon eamonn enda niall padraig seamus shinzo fumio
    yoshihide""",
    # Akan day names (Ghana)
    """kojo kwabena kwaku kwasi kwesi kwadwo kwamena kobina ekow yaw""",
)
_FEMALE = _names(
    """ada adrienne agatha aileen anita arlene beatrice beryl beverley candice carla celia cora deirdre edna elsie
    ethel felicity gemma georgina gertrude gladys glenda helena henrietta joanna kirsty myrtle nellie phoebe wilma
    jillian brigid melanne ilyse zeynep roseann liz mandy marcy penny sophie sue vicki kristy meg rhonda tess
    trudy viola priti suella kemi yolanda ines yael annalena""",
    """abby alice alicia allison amanda amber amy andrea angela ann anna anne annie ashley barbara betty beverly
    brenda brittany carol caroline carolyn catherine cathy cheryl chelsea christina christine cindy claire
    cynthia debbie deborah debra denise diana diane donna doris dorothy elaine elizabeth ellen emily emma
    erin evelyn frances gloria grace hannah heather heidi helen holly hope jane janet janice
    jean jennifer jessica jill joan joanne joyce judith judy julia julie karen kate katherine kathleen kathy
    katie katy kimberly kristie laura lauren linda lisa lori louise lynn margaret margie maria
    marie marilyn martha mary megan melanie melissa michelle monica nancy natalie nicole nikki olivia pam
    pamela patricia paula rachel rebecca rose ruth sally samantha sandra sara sarah sharon shirley sophia
    stephanie susan suzanne tammy teresa theresa therese tiffany tina valerie victoria virginia wendy""",
    # English, beyond the commonest
    """abigail adele agnes alexandra alison allie alyssa amelia angelina annette antoinette arianna audrey
    ava belinda bernadette beth bethany betsy bonnie brianna bridget brooke camilla candace carly carrie
    cassandra cecilia charlene charlotte chloe christie christy clara colleen connie constance courtney
    daisy danielle daphne darlene deanna delia dianne dora doreen edith eileen eleanor eliza ella eloise
    elsa emilia erica erika esther eva eve fiona florence gabrielle gail geraldine gillian gill gina gwen
    gwendolyn harriet hattie hazel hilary hillary huma ida imogen irene iris isabella ivanka jacqueline
    janelle janine jeanette jeanne jenna jenny jessie jocelyn jodi josephine judi juliana justine kamala kara
    karla kathryn kay kayla kellyanne kendra kirsten krista kristen kristin kristina lana leah lena lila
    lillian lily lois loretta lorraine lucille lucy lydia mabel madeleine madeline maggie mallory marcia
    margo marguerite marian marianne marina marjorie marla marlene marsha maureen maxine maya meghan melania
    melinda mia mildred miley millie mindy miranda miriam molly muriel myra nadine naomi nell nina nora norma
    paige patsy patty paulette pauline peggy penelope phyllis polly priscilla ramona regina renee rita
    roberta robyn rosalind rosemary roxanne sabrina sadie selena serena sheila sherry sonia stacey stacy
    stella susanna sybil sylvia tamara tanya tara tessa thelma tracey trisha ursula vanessa vera vivian
    wanda whitney yvette yvonne zoe""",
    # Spanish and Portuguese
    """adriana alejandra ana beatriz camila carmen catalina claudia cristina daniela dolores elena esperanza
    fernanda gabriela guadalupe isabel juana juanita lucia luisa lourdes manuela marta mercedes paola pilar
    raquel rocio rosa sofia valentina veronica ximena dilma""",
    # French
    """amelie brigitte cecile celine chantal christiane elisabeth francoise genevieve helene isabelle
    juliette marine martine mathilde monique nathalie segolene simone sylvie veronique""",
    # German, Dutch and Nordic
    """annegret birgit gisela greta hanna heike ilse ingrid karin katarina katrin petra renate sabine silke
    ute astrid jacinda sanna mette""",
    # Italian
    """alessandra chiara francesca giorgia giulia silvia""",
    # Arabic, Persian and Turkish
    """aisha amal fatima ghazala layla leila malala mariam maryam nadia rania samira yasmin zainab""",
    # Slavic
    """anastasia irina katya ludmila lyudmila natalia natasha olga svetlana tatiana tatyana yulia
    agnieszka beata ewa""",
    # South Asian, African, Irish, Japanese
    """indira lakshmi meera nirmala priya priyanka sunita winnie ngozi aoife mairead niamh siobhan
    yuriko""",
    """akua abena afua adwoa yaa esi efua akosua ekua""",
)


def gender_of_first_name(name: str) -> str:
    """ "m", "f" or "" for a full name, judged by its first word."""
    first = _plain(name.split()[0]) if name.split() else ""
    if first in _MALE:
        return "m"
    if first in _FEMALE:
        return "f"
    return ""


@lru_cache(maxsize=4096)
def gender_of_full_name(name: str) -> str:
    """A person's full name's gender: by its first name's list, else by a first name ending in -a, which in most
    of the languages the news quotes is a woman's (`Gabriella Power`, `Faiza Patel`). The men's that end so are
    on the list of men's names or here (Luka, Narendra, Kazuya); a bare surname (`Obama said`) is never judged
    by its ending."""
    found = gender_of_first_name(name)
    words = name.split()
    if found or len(words) < 2 or not words[0][:1].isupper():
        return found
    first = _plain(words[0])
    if len(first) < 3 or not first.isalpha() or not first.endswith("a") or first in _EITHER:
        return ""
    return "m" if first in _MEN_ENDING_IN_A or first.endswith("endra") else "f"


# Men's names ending in -a (Slavic, Arabic, Japanese, Hungarian, Finnish, Indian), and names given to both.
_MEN_ENDING_IN_A = _names(
    """luka nikola sasa ilya kolya vanya grisha nemanja andrija attila gyula jukka pekka hamza usama taha yahya
    zakaria musa isa issa reda rida mujtaba kazuya yukiya takuya tatsuya shinya naoya seiya toshiya akira
    krishna aditya surya costa joshua ezra ajinkya chaitanya kanhaiya luca gianluca mattia elia enea nikita
    danila kuzma savva pasha yasha tolya kostya mykola dima vova csaba ilkka themba kwabena garba mustafa osama
    khalifa huzaifa borja""",
)
# Given to both: no gender by the -a ending. Dana (`Dana Rohrabacher`) and Kim (`Kim Jong Un`, a family name
# first) are on neither list of first names.
_EITHER = _names("andrea nicola dana sasha misha mika sacha siya")


def _plain(word: str) -> str:
    """`Ségolène` -> "segolene": lowercase, without accents or a full stop."""
    decomposed = unicodedata.normalize("NFKD", word.lower().strip("."))
    return "".join(c for c in decomposed if not unicodedata.combining(c))
