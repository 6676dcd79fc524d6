print("party-bot")
