/// Every interface string of the terminal client.
public enum L10nKey: String, Sendable, CaseIterable {
    case connConnecting, connConnected, connReconnecting, connOffline
    case room, players, host, audience, away, you, chat, helpHint
    case lobbyTitle, lobbyNoGame, lobbyStartGop, lobbyStartWyr, lobbyRandom
    case gopTitle, gopRound, gopCategory, gopGuesser, gopYouGuess, gopYouSeeWord, gopDescribe, gopCountdown, gopTimeLeft
    case gopHidden, gopScore, gopCorrect, gopPass, gopMissed, gopRoundOver, gopNewBest, gopBest, gopNextRound
    case gopGameOver, gopKeys, gopWaiting
    case wyrTitle, wyrVoteKeys, wyrVotes, wyrYouVoted, wyrResults, wyrAudience, wyrAllTime, wyrNext
    case wyrHistoryTitle, wyrHistoryEmpty, wyrOver, wyrTimeLeft
    case diceTitle, diceRolledBy, diceTotal, diceTurn, diceNone, diceKeys, diceRolling
    case wheelTitle, wheelNone, wheelSpunBy, wheelWinner, wheelKeys, wheelOptions
    case formNewWheel, formEditWheel, formName, formOptions, formHint
    case errNameEmpty, errNameLong, errTooFewOptions, errTooManyOptions, errLabelEmpty, errLabelLong, errWeight
    case coinTitle, coinFlippedBy, coinHeads, coinTails, coinNone, coinKeys
    case helpTitle, helpCommon, helpLobby, helpGop, helpWyr, helpDice, helpWheel, helpCoin, helpClose
    case sysJoined, sysLeft, sysRemoved, sysDisconnected, sysReconnected, sysHostChanged, sysKicked, sysLocked, sysUnlocked
    case sysError, sysUnknownCommand, sysUsage, sysGameStarted, sysGameStopped, sysRolled, sysFlipped, sysSpun
    case sysSeatLost, sysWelcome, sysReplaced, sysNotInRoom
    case gopKeysGuesser, sysGuesserNoCorrect, sysKickedExit, sysWheelCreated, errNameTaken, diceOffScreen
    case quitSeatKept, quitAWhile, quitLeaveHint, durMinutes, durSeconds, rejoinQuestion, tlsUntrusted, tlsUntrustedCA
    case sysWordAdded, sysLangChanged
    case sysServerNotice, sysRoomClosed, sysRoomClosedOperator, sysRoomClosedOperatorSays, sysKickedOperatorExit
    case errMaintenance
}
